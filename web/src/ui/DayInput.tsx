import { DateInput } from "./DateInput";

/** The short date of each language (11/21/2026, 21.11.2026); the placeholder says it in words. */
const dayFormat = "P";

const yearsFrom = (years: number) => {
  const date = new Date();
  date.setFullYear(date.getFullYear() + years);
  return date;
};

/**
 * A day ("YYYY-MM-DD"; null when cleared) picked with the app's date picker in the reader's
 * language, between `years[0]` and `years[1]` years from now (Blueprint's default ends in six months).
 * The module gives the placeholder (Blueprint's default is the format string itself: the letter
 * "P") and the message for a day typed wrong or out of range.
 */
export function DayInput({
  id,
  value,
  onChange,
  placeholder,
  badDay,
  years,
  invalid = false,
  near,
}: {
  id: string;
  value: string | null;
  onChange: (day: string | null) => void;
  placeholder: string;
  badDay: string;
  years: readonly [number, number];
  invalid?: boolean;
  /** While empty, the picker opens at this day's month (a range's last day opens near its first). */
  near?: string | null;
}) {
  return (
    <DateInput
      value={value || null}
      dateFnsFormat={dayFormat}
      placeholder={placeholder}
      onChange={(iso) => onChange(iso ? iso.slice(0, 10) : null)}
      inputProps={{ id, intent: invalid ? "danger" : "none" }}
      popoverProps={{ placement: "bottom-start" }}
      minDate={yearsFrom(years[0])}
      maxDate={yearsFrom(years[1])}
      invalidDateMessage={badDay}
      outOfRangeMessage={badDay}
      fill
      {...(!value && near ? { initialMonth: new Date(`${near}T12:00:00`) } : {})}
    />
  );
}
