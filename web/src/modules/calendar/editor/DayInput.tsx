import { calendarLimits } from "@intranet/contracts/calendar";
import { DateInput } from "../../../ui/DateInput";
import { useCalendarTranslation } from "../i18n";

/** Formats per language: the short date of each (11/21/2026, 21.11.2026); its placeholder says it in words. */
const dayFormat = "P";

const yearsFrom = (years: number) => {
  const date = new Date();
  date.setFullYear(date.getFullYear() + years);
  return date;
};

/** A day ("YYYY-MM-DD") picked with the app's date picker, shown in the reader's language. */
export function DayInput({
  id,
  value,
  invalid,
  onChange,
}: {
  id: string;
  value: string;
  invalid?: boolean;
  onChange: (day: string) => void;
}) {
  const { t } = useCalendarTranslation();
  return (
    <DateInput
      value={value || null}
      dateFnsFormat={dayFormat}
      // Blueprint's default placeholder is the format string itself: the letter "P".
      placeholder={t("editor.dayPlaceholder")}
      onChange={(iso) => onChange(iso ? iso.slice(0, 10) : "")}
      inputProps={{ id, intent: invalid ? "danger" : "none" }}
      popoverProps={{ placement: "bottom-start" }}
      // A past event may still be fixed; a series may run for years (Blueprint's default ends in 6 months).
      minDate={yearsFrom(-1)}
      maxDate={yearsFrom(calendarLimits.seriesYearsMax + 1)}
      invalidDateMessage={t("editor.badDay")}
      outOfRangeMessage={t("editor.badDay")}
      fill
    />
  );
}
