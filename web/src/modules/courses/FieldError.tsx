import type { ErrorCode } from "@intranet/contracts";
import { isErrorCode } from "@intranet/contracts/errors";
import { translateCode } from "../../i18n/translateMessage";
import { useCoursesTranslation } from "./i18n";

/** A field's message under it: a catalogue code (the API's refusal), or one of this module's texts (the form's own check). */
export function FieldError({ code }: { code?: string | undefined }) {
  const { t } = useCoursesTranslation();
  if (!code) return null;
  const text = isErrorCode(code)
    ? translateCode(t, code as ErrorCode)
    : (t as unknown as (key: string) => string)(code);
  return (
    <span className="courses-field-error" role="alert">
      {text}
    </span>
  );
}
