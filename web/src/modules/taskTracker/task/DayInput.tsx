import { DateInput } from "../../../ui/DateInput";
import { useTrackerTranslation } from "../i18n";

/** The short date of each language (11/21/2026, 21.11.2026); the placeholder says it in words. */
const dayFormat = "P";

const yearsFrom = (years: number) => {
  const date = new Date();
  date.setFullYear(date.getFullYear() + years);
  return date;
};

/** A day ("YYYY-MM-DD") of a task (its start, its deadline), picked with the app's date picker in the reader's language. */
export function DayInput({
  id,
  value,
  onChange,
}: {
  id: string;
  value: string | null;
  onChange: (day: string | null) => void;
}) {
  const { t } = useTrackerTranslation();
  return (
    <DateInput
      value={value || null}
      dateFnsFormat={dayFormat}
      placeholder={t("task.dayPlaceholder")}
      onChange={(iso) => onChange(iso ? iso.slice(0, 10) : null)}
      inputProps={{ id }}
      popoverProps={{ placement: "bottom-start" }}
      minDate={yearsFrom(-5)}
      maxDate={yearsFrom(10)}
      invalidDateMessage={t("task.badDay")}
      outOfRangeMessage={t("task.badDay")}
      fill
    />
  );
}
