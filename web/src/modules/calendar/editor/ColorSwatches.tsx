import { eventColors, type EventColor } from "@intranet/contracts/calendar";
import { useCalendarTranslation } from "../i18n";

/** The event's colour: one swatch per contract colour, a radio group for keyboards and screen readers. */
export function ColorSwatches({ value, onChange }: { value: EventColor; onChange: (color: EventColor) => void }) {
  const { t } = useCalendarTranslation();
  return (
    <div className="bp6-form-group">
      <span className="bp6-label" id="calendar-color-label">
        {t("editor.color")}
      </span>
      <div className="calendar-swatches" role="radiogroup" aria-labelledby="calendar-color-label">
        {eventColors.map((color) => (
          <button
            key={color}
            type="button"
            role="radio"
            aria-checked={value === color}
            aria-label={t(`colors.${color}`)}
            title={t(`colors.${color}`)}
            className={`calendar-swatch calendar-color-${color}`}
            onClick={() => onChange(color)}
          />
        ))}
      </div>
    </div>
  );
}
