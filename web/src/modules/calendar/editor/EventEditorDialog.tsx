import { Dialog, DialogBody } from "@blueprintjs/core";
import type { EventView, SeriesScope } from "@intranet/contracts/calendar";
import { useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { isApiError } from "../../../api/errors";
import { FormProblems } from "../../../forms/FormProblems";
import { useFormErrors } from "../../../forms/useFormErrors";
import { FormDialogFooter } from "../../../ui/FormDialogFooter";
import { showToast } from "../../../ui/toast";
import { calendarApi, calendarKeys } from "../api";
import { saveChange } from "../changes/scopedSave";
import { ScopeDialog } from "../changes/ScopeDialog";
import { browserZone } from "../time";
import { bodyOf, changedDraft, draftOf, emptyDraft, serverFieldErrors, validateDraft, type EventDraft } from "./draft";
import { EventForm } from "./EventForm";
import { repeatDraftOf, repeatOf, sameRepeat } from "./repeatDraft";
import { useSeriesPreview } from "./useSeriesPreview";
import { useCalendarTranslation } from "../i18n";

/** The inputs behind a field's message: the members are everyone or the chosen; the date has its zone. */
function fieldValue(draft: EventDraft, field: string): unknown {
  if (field === "members") return [draft.forAll, draft.recipients];
  if (field === "date") return [draft.date, draft.timeZone];
  if (field === "repeat") return [draft.date, draft.repeat];
  return draft[field as keyof EventDraft];
}

/** A new event in a slot (the viewer's zone), or a saved occurrence to change. */
export type EditorTarget =
  { kind: "new"; slot: { date: string; start: string; end: string } } | { kind: "edit"; event: EventView };

/**
 * Creates or changes an event. The contract's rules are checked before sending, with the texts the
 * API would answer; a recurring event asks which occurrences the change reaches (a new rule: not
 * "this event" alone). A new repeating event is created as a series (POST /api/periodic_event).
 */
export function EventEditorDialog({
  clientId,
  target,
  onClose,
}: {
  clientId: string;
  target: EditorTarget;
  onClose: () => void;
}) {
  const { t } = useCalendarTranslation();
  const queryClient = useQueryClient();
  const original = target.kind === "edit" ? target.event : undefined;
  const [draft, setDraft] = useState<EventDraft>(() =>
    target.kind === "edit" ? draftOf(target.event) : emptyDraft(target.slot, browserZone()),
  );
  const [failure, setFailure] = useState<unknown>(null);
  const [saving, setSaving] = useState(false);
  const [askScope, setAskScope] = useState(false);
  const change = (patch: Partial<EventDraft>) => setDraft((current) => changedDraft(current, patch));
  const preview = useSeriesPreview(draft);
  const ruleChanged =
    !!original?.recurring &&
    !sameRepeat(repeatOf(draft.repeat), repeatOf(repeatDraftOf(original.repeat, original.date)));
  const title = original ? t("editor.editTitle") : t("editor.newTitle");
  const moved = !original || draft.date !== original.date || draft.start !== original.startTime;
  const checks = useFormErrors(
    draft,
    (current: EventDraft) => validateDraft(current, { now: new Date(), checkPast: moved, series: preview }),
    fieldValue,
  );

  const save = async (scope: SeriesScope | null) => {
    setSaving(true);
    setFailure(null);
    try {
      const { repeat, confirmFirstOccurrence, ...fields } = bodyOf(draft);
      const rule = repeat ? { repeat, ...(confirmFirstOccurrence ? { confirmFirstOccurrence } : {}) } : null;
      let saved: EventView;
      if (original) saved = await saveChange(original, fields, scope && rule ? { ...rule, scope } : null);
      else saved = rule ? await calendarApi.createSeries({ ...fields, ...rule }) : await calendarApi.create(fields);
      void queryClient.invalidateQueries({ queryKey: calendarKeys.all });
      void showToast(original ? t("editor.saved") : t("editor.created", { name: saved.name }));
      onClose();
    } catch (caught) {
      setAskScope(false);
      // The API's own view of where the series starts (the preview not loaded yet): shown at the rule.
      const found =
        isApiError(caught) && caught.code === "calendar.date_not_in_repeat"
          ? { repeat: caught.code }
          : serverFieldErrors(caught);
      if (!checks.refuse(found)) setFailure(caught);
    } finally {
      setSaving(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    if (!checks.check()) return;
    if (original?.recurring) setAskScope(true);
    else void save(null);
  };

  return (
    <Dialog isOpen title={title} onClose={onClose} className="calendar-dialog calendar-editor">
      <form onSubmit={submit} noValidate aria-label={title}>
        <DialogBody>
          <FormProblems failure={failure} invalid={checks.invalid} />
          <EventForm
            clientId={clientId}
            draft={draft}
            errors={checks.errors}
            repeat={!original ? "optional" : original.recurring ? "required" : "none"}
            preview={preview}
            onChange={change}
          />
        </DialogBody>
        <FormDialogFooter
          submitText={original ? t("editor.save") : t("editor.create")}
          saving={saving}
          onCancel={onClose}
        />
      </form>
      {askScope ? (
        <ScopeDialog
          action="edit"
          thisLocked={ruleChanged}
          busy={saving}
          onChoose={(scope) => void save(scope)}
          onClose={() => setAskScope(false)}
        />
      ) : null}
    </Dialog>
  );
}
