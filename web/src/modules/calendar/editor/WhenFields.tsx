import { FormGroup, InputGroup } from "@blueprintjs/core";
import { browserZone } from "../time";
import { DayInput } from "./DayInput";
import { FieldError } from "./FieldError";
import type { DraftErrors, EventDraft } from "./draft";
import { useCalendarTranslation } from "../i18n";

type When = Pick<EventDraft, "date" | "start" | "end" | "timeZone">;

/** The day and the start and end times; the zone is named when it is not the reader's (someone else's event). */
export function WhenFields({
  value,
  errors,
  onChange,
}: {
  value: When;
  errors: DraftErrors;
  onChange: (patch: Partial<When>) => void;
}) {
  const { t } = useCalendarTranslation();
  return (
    <div className="calendar-when">
      <FormGroup
        label={t("editor.date")}
        labelFor="event-date"
        className="calendar-when-date"
        helperText={<FieldError code={errors.date} />}
        intent={errors.date ? "danger" : "none"}
      >
        <DayInput id="event-date" value={value.date} invalid={!!errors.date} onChange={(date) => onChange({ date })} />
      </FormGroup>
      {(["start", "end"] as const).map((key) => (
        <FormGroup
          key={key}
          label={t(`editor.${key}`)}
          labelFor={`event-${key}`}
          helperText={<FieldError code={errors[key]} />}
          intent={errors[key] ? "danger" : "none"}
        >
          <InputGroup
            id={`event-${key}`}
            type="time"
            step={300}
            value={value[key]}
            intent={errors[key] ? "danger" : "none"}
            onValueChange={(time) => onChange({ [key]: time })}
          />
        </FormGroup>
      ))}
      {value.timeZone !== browserZone() ? (
        <p className="calendar-muted calendar-when-zone">{t("editor.timeZone", { zone: value.timeZone })}</p>
      ) : null}
    </div>
  );
}
