import { calendarLimits } from "@intranet/contracts/calendar";
import { DayInput as SharedDayInput } from "../../../ui/DayInput";
import { useCalendarTranslation } from "../i18n";

/** An event's day: a past event may still be fixed; a series may run for years. */
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
    <SharedDayInput
      id={id}
      value={value}
      invalid={invalid}
      onChange={(day) => onChange(day ?? "")}
      placeholder={t("editor.dayPlaceholder")}
      badDay={t("editor.badDay")}
      years={[-1, calendarLimits.seriesYearsMax + 1]}
    />
  );
}
