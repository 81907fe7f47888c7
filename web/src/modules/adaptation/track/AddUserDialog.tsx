import { FormGroup, HTMLSelect } from "@blueprintjs/core";
import type { ErrorCode } from "@intranet/contracts";
import type { TrackView } from "@intranet/contracts/adaptation";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { isApiError } from "../../../api/errors";
import { bodyIssuesByField } from "../../../forms/serverIssues";
import { useFormErrors, type FieldErrors } from "../../../forms/useFormErrors";
import { DayInput } from "../../../ui/DayInput";
import { FormDialog } from "../../../forms/FormDialog";
import { showToast } from "../../../ui/toast";
import { adaptApi, adaptKeys } from "../api";
import { FieldError } from "../FieldError";
import { useAdaptTranslation } from "../i18n";
import { scenarioName } from "../stepName";
import { PeopleField } from "../../../shared/PeopleField";

interface Draft {
  user: string[];
  mentor: string[];
  hr: string[];
  scenario: string;
  start: string | null;
}
type Field = "user" | "mentor" | "hr";

/** Refusals that name no field in the answer but belong to one. */
const fieldOfCode: Partial<Record<ErrorCode, Field>> = {
  "adapt.user_required": "user",
  "adapt.already_on_track": "user",
  "adapt.mentor_required": "mentor",
  "adapt.mentor_is_newcomer": "mentor",
};

function validate(draft: Draft): FieldErrors<Field> {
  const errors: FieldErrors<Field> = {};
  if (!draft.user.length) errors.user = "adapt.user_required";
  if (!draft.mentor.length) errors.mentor = "adapt.mentor_required";
  else if (draft.mentor[0] === draft.user[0]) errors.mentor = "adapt.mentor_is_newcomer";
  if (draft.hr.length && draft.hr[0] === draft.user[0]) errors.hr = "adapt.mentor_is_newcomer";
  return errors;
}

/** The API's refusal by field: its validation issues, or a code that belongs to a field. */
function refusalByField(error: unknown): FieldErrors<Field> {
  const found = bodyIssuesByField<Field>(error, (path) =>
    path[0] === "mentor" || path[0] === "hr" ? path[0] : "user",
  );
  if (Object.keys(found).length || !isApiError(error) || !error.code) return found;
  const field = fieldOfCode[error.code];
  return field ? { [field]: error.code } : {};
}

/** "Add a newcomer": the employee, their mentor and HR, the scenario and the first day. */
export function AddUserDialog({ track, client, onClose }: { track: TrackView; client: string; onClose: () => void }) {
  const { t } = useAdaptTranslation();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<Draft>({
    user: [],
    mentor: [],
    hr: [],
    scenario: track.scenarios[0]?._id ?? "",
    start: null,
  });
  const [failure, setFailure] = useState<unknown>(null);
  const [saving, setSaving] = useState(false);
  const form = useFormErrors(draft, validate);
  const set = (change: Partial<Draft>) => setDraft((current) => ({ ...current, ...change }));
  const error = (field: Field) => (form.errors[field] ? <FieldError code={form.errors[field]} /> : undefined);
  const title = t("addUser.title");

  const submit = async () => {
    setFailure(null);
    if (!form.check()) return;
    setSaving(true);
    try {
      await adaptApi.addUser({
        track: track._id,
        user: draft.user[0] ?? "",
        mentor: draft.mentor[0] ?? "",
        hr: draft.hr[0] ?? null,
        scenario: draft.scenario || null,
        start: draft.start,
      });
      void queryClient.invalidateQueries({ queryKey: adaptKeys.members(track._id) });
      void queryClient.invalidateQueries({ queryKey: adaptKeys.tracks(client) });
      void showToast(t("addUser.added"));
      onClose();
    } catch (refusal) {
      if (!form.refuse(refusalByField(refusal))) setFailure(refusal);
    } finally {
      setSaving(false);
    }
  };

  return (
    <FormDialog
      title={title}
      className="adapt-dialog"
      onClose={onClose}
      onSubmit={submit}
      submitText={t("addUser.add")}
      saving={saving}
      failure={failure}
      invalid={form.invalid}
      noValidate
    >
      <PeopleField
        client={client}
        single
        label={t("addUser.user")}
        value={draft.user}
        onChange={(user) => set({ user })}
        error={error("user")}
      />
      <PeopleField
        client={client}
        single
        label={t("addUser.mentor")}
        value={draft.mentor}
        onChange={(mentor) => set({ mentor })}
        error={error("mentor")}
      />
      <PeopleField
        client={client}
        single
        label={t("addUser.hr")}
        helperText={t("addUser.hrHelp")}
        value={draft.hr}
        onChange={(hr) => set({ hr })}
        error={error("hr")}
      />
      {track.scenarios.length > 1 ? (
        <FormGroup label={t("addUser.scenario")} labelFor="adapt-add-scenario">
          <HTMLSelect
            id="adapt-add-scenario"
            value={draft.scenario}
            onChange={(event) => set({ scenario: event.currentTarget.value })}
            options={track.scenarios.map((scenario) => ({ value: scenario._id, label: scenarioName(t, scenario) }))}
          />
        </FormGroup>
      ) : null}
      <FormGroup label={t("addUser.start")} labelFor="adapt-add-start" helperText={t("addUser.startHelp")}>
        <DayInput
          id="adapt-add-start"
          value={draft.start}
          onChange={(start) => set({ start })}
          placeholder={t("addUser.startPlaceholder")}
          badDay={t("addUser.badDay")}
          years={[-1, 1]}
        />
      </FormGroup>
    </FormDialog>
  );
}
