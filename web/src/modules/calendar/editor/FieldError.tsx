import type { ErrorCode } from "@intranet/contracts";
import { translateCode } from "../../../i18n/translateMessage";
import { useCalendarTranslation } from "../i18n";

/** A field's refusal (a catalogue code) under it, in the reader's language. */
export function FieldError({ code }: { code?: string }) {
  const { t } = useCalendarTranslation();
  if (!code) return null;
  return (
    <span className="calendar-field-error" role="alert">
      {translateCode(t, code as ErrorCode)}
    </span>
  );
}
