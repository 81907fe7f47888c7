import { FormGroup, InputGroup, TextArea } from "@blueprintjs/core";
import { calendarLimits } from "@intranet/contracts/calendar";
import { ColorSwatches } from "./ColorSwatches";
import type { DraftErrors, EventDraft } from "./draft";
import { FieldError } from "./FieldError";
import { MembersField } from "./MembersField";
import { RepeatField } from "./RepeatField";
import type { RepeatDraft } from "./repeatDraft";
import type { SeriesPreview } from "./useSeriesPreview";
import { WhenFields } from "./WhenFields";
import { useCalendarTranslation } from "../i18n";

interface EventFormProps {
  clientId: string;
  draft: EventDraft;
  errors: DraftErrors;
  /** "none": a saved one-off event (its rule cannot be added here); "required": a saved series. */
  repeat: "optional" | "required" | "none";
  /** The series the rule makes (the repeat editor lists its first days). */
  preview: SeriesPreview;
  onChange: (patch: Partial<EventDraft>) => void;
}

/** The event's fields (product-spec §3 Event), each with its refusal under it. */
export function EventForm({ clientId, draft, errors, repeat, preview, onChange }: EventFormProps) {
  const { t } = useCalendarTranslation();
  const text = (key: "description" | "comment", max: number) => (
    <FormGroup
      label={t(`editor.${key}`)}
      labelFor={`event-${key}`}
      helperText={<FieldError code={errors[key]} />}
      intent={errors[key] ? "danger" : "none"}
    >
      <TextArea
        id={`event-${key}`}
        fill
        autoResize
        rows={2}
        maxLength={max}
        value={draft[key]}
        onChange={(event) => onChange({ [key]: event.currentTarget.value })}
      />
    </FormGroup>
  );
  return (
    <>
      <FormGroup
        label={t("editor.name")}
        labelFor="event-name"
        intent={errors.name ? "danger" : "none"}
        helperText={<FieldError code={errors.name} />}
      >
        <InputGroup
          id="event-name"
          value={draft.name}
          maxLength={calendarLimits.nameMax}
          intent={errors.name ? "danger" : "none"}
          onValueChange={(name) => onChange({ name })}
          rightElement={
            <span className="calendar-counter" aria-hidden>
              {t("editor.counter", { count: draft.name.trim().length, max: calendarLimits.nameMax })}
            </span>
          }
          autoFocus
        />
      </FormGroup>
      <WhenFields value={draft} errors={errors} onChange={onChange} />
      <ColorSwatches value={draft.color} onChange={(color) => onChange({ color })} />
      <MembersField
        clientId={clientId}
        forAll={draft.forAll}
        recipients={draft.recipients}
        error={errors.members}
        onChange={onChange}
      />
      {repeat === "none" ? null : (
        <RepeatField
          value={draft.repeat}
          date={draft.date}
          preview={preview}
          required={repeat === "required"}
          error={errors.repeat}
          onChange={(patch: Partial<RepeatDraft>) => onChange({ repeat: { ...draft.repeat, ...patch } })}
        />
      )}
      <FormGroup
        label={t("editor.link")}
        labelFor="event-link"
        intent={errors.link ? "danger" : "none"}
        helperText={<FieldError code={errors.link} />}
      >
        <InputGroup
          id="event-link"
          type="url"
          inputMode="url"
          placeholder="https://"
          maxLength={calendarLimits.linkMax}
          value={draft.link}
          intent={errors.link ? "danger" : "none"}
          onValueChange={(link) => onChange({ link })}
        />
      </FormGroup>
      {text("description", calendarLimits.descriptionMax)}
      {text("comment", calendarLimits.commentMax)}
    </>
  );
}
