import type { ErrorCode } from "@intranet/contracts";
import { isErrorCode } from "@intranet/contracts/errors";
import { translateCode } from "../../i18n/translateMessage";
import { useVacationsTranslation } from "./i18n";

/**
 * A field's message under it: a catalogue code (the rule the server keeps too, or its refusal) or
 * one of this module's keys (a day not chosen yet).
 */
export function FieldMessage({ code }: { code: string | undefined }) {
  const { t } = useVacationsTranslation();
  if (!code) return null;
  const text = isErrorCode(code)
    ? translateCode(t, code as ErrorCode)
    : (t as unknown as (key: string) => string)(code);
  return (
    <span className="vac-field-error" role="alert">
      {text}
    </span>
  );
}
