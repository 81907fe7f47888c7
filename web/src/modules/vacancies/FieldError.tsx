import type { ErrorCode } from "@intranet/contracts";
import { translateCode } from "../../i18n/translateMessage";
import { useVacanciesTranslation } from "./i18n";

/** A field's refusal (a catalogue code) under it, in the reader's language. */
export function FieldError({ code }: { code?: string }) {
  const { t } = useVacanciesTranslation();
  if (!code) return null;
  return (
    <span className="vacancies-field-error" role="alert">
      {translateCode(t, code as ErrorCode)}
    </span>
  );
}
