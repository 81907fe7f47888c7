import { FormGroup, HTMLSelect, InputGroup, Switch, TextArea } from "@blueprintjs/core";
import { adaptLimits, stepKinds, type StepFields, type StepKind, type StepView } from "@intranet/contracts/adaptation";
import { useState } from "react";
import { bodyIssuesByField } from "../../../forms/serverIssues";
import { useFormErrors } from "../../../forms/useFormErrors";
import { FormDialog } from "../../../forms/FormDialog";
import { FieldError } from "../FieldError";
import { useAdaptTranslation } from "../i18n";
import { draftOf, fieldsFor, validateStep, type StepField } from "./stepDraft";
import { StepKindFields } from "./StepKindFields";

const fields: readonly StepField[] = [
  "name",
  "daysBeforeRun",
  "daysToComplete",
  "amount",
  "articleId",
  "url",
  "pollId",
];
const fieldOf = (path: string[]): StepField => {
  const last = path.at(-1) as StepField | "achievementId";
  if (last === "achievementId") return "amount";
  return fields.includes(last) ? last : "name";
};

/**
 * A step added to a stage or edited: its kind and the fields the kind needs, when it opens (day N
 * after the start), how many days it may take, whether the newcomer is told. `onSave` sends it
 * (with the revision); a refusal stays at its field or above the form.
 */
export function StepDialog({
  step,
  client,
  onSave,
  onClose,
}: {
  step: StepView | null;
  client: string;
  onSave: (fields: StepFields) => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useAdaptTranslation();
  const [draft, setDraft] = useState<StepFields>(() => draftOf(step));
  const [failure, setFailure] = useState<unknown>(null);
  const [saving, setSaving] = useState(false);
  const form = useFormErrors(draft, validateStep);
  const set = (change: Partial<StepFields>) => setDraft((current) => ({ ...current, ...change }));
  const error = (field: StepField) => (form.errors[field] ? <FieldError code={form.errors[field]} /> : undefined);
  const intent = (field: StepField) => (form.errors[field] ? "danger" : "none");
  const title = step ? t("step.editTitle") : t("step.newTitle");

  const submit = async () => {
    setFailure(null);
    if (!form.check()) return;
    setSaving(true);
    try {
      await onSave(fieldsFor(draft));
      onClose();
    } catch (refusal) {
      if (!form.refuse(bodyIssuesByField(refusal, fieldOf))) setFailure(refusal);
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
      submitText={step ? t("step.save") : t("step.create")}
      saving={saving}
      failure={failure}
      invalid={form.invalid}
      noValidate
    >
      <FormGroup label={t("step.kind")} labelFor="adapt-step-kind">
        <HTMLSelect
          id="adapt-step-kind"
          value={draft.kind}
          onChange={(event) => set({ kind: event.currentTarget.value as StepKind })}
          options={stepKinds.map((kind) => ({ value: kind, label: t(`kinds.${kind}`) }))}
        />
      </FormGroup>
      <FormGroup label={t("step.name")} labelFor="adapt-step-name" helperText={error("name")} intent={intent("name")}>
        <InputGroup
          id="adapt-step-name"
          value={draft.name}
          maxLength={adaptLimits.nameMax}
          intent={intent("name")}
          onValueChange={(name) => set({ name })}
          autoFocus
        />
      </FormGroup>
      <FormGroup label={t("step.text")} labelFor="adapt-step-text">
        <TextArea
          id="adapt-step-text"
          fill
          autoResize
          value={draft.text}
          maxLength={adaptLimits.stepTextMax}
          onChange={(event) => set({ text: event.currentTarget.value })}
        />
      </FormGroup>
      <StepKindFields draft={draft} set={set} errors={form.errors} client={client} />
      <div className="adapt-form-row">
        <FormGroup
          label={t("step.daysBeforeRun")}
          labelFor="adapt-step-day"
          helperText={error("daysBeforeRun") ?? t("step.daysBeforeRunHelp")}
          intent={intent("daysBeforeRun")}
        >
          <InputGroup
            id="adapt-step-day"
            type="number"
            min={0}
            max={adaptLimits.daysMax}
            value={String(draft.daysBeforeRun)}
            intent={intent("daysBeforeRun")}
            onValueChange={(value) => set({ daysBeforeRun: Number(value) })}
          />
        </FormGroup>
        <FormGroup
          label={t("step.daysToComplete")}
          labelFor="adapt-step-days"
          helperText={error("daysToComplete")}
          intent={intent("daysToComplete")}
        >
          <InputGroup
            id="adapt-step-days"
            type="number"
            min={1}
            max={adaptLimits.daysToCompleteMax}
            value={String(draft.daysToComplete)}
            intent={intent("daysToComplete")}
            onValueChange={(value) => set({ daysToComplete: Number(value) })}
          />
        </FormGroup>
      </div>
      <Switch
        checked={draft.notify}
        label={t("step.notify")}
        onChange={(event) => set({ notify: event.currentTarget.checked })}
      />
    </FormDialog>
  );
}
