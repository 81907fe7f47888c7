import { DayInput as SharedDayInput } from "../../../ui/DayInput";
import { useTrackerTranslation } from "../i18n";

/** A day of a task (its start, its deadline). */
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
    <SharedDayInput
      id={id}
      value={value}
      onChange={onChange}
      placeholder={t("task.dayPlaceholder")}
      badDay={t("task.badDay")}
      years={[-5, 10]}
    />
  );
}
