import { FormGroup, InputGroup, NumericInput } from "@blueprintjs/core";
import { vacationLimits } from "@intranet/contracts/vacations";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { FormDialog } from "../../../forms/FormDialog";
import { bodyIssuesByField } from "../../../forms/serverIssues";
import { useFormErrors, type FieldErrors } from "../../../forms/useFormErrors";
import { showToast } from "../../../ui/toast";
import { vacationKeys, vacationsApi } from "../api";
import { FieldMessage } from "../FieldMessage";
import { useVacationsTranslation } from "../i18n";

interface Draft {
  /** As typed: a number input holds "-" on the way to "-2". */
  delta: string;
  note: string;
}
type Field = "delta" | "note";

/** The contract's rules for an adjustment: a whole number of days, not zero, within the limit; a note. */
function validate(draft: Draft): FieldErrors<Field> {
  const errors: FieldErrors<Field> = {};
  const delta = Number(draft.delta.trim() || "0");
  if (!Number.isInteger(delta) || delta === 0 || Math.abs(delta) > vacationLimits.balanceMax)
    errors.delta = "vacations.bad_delta";
  if (!draft.note.trim()) errors.note = "vacations.note_required";
  return errors;
}

/** Adds or takes days from a person's balance (HR), saying why; the ledger keeps both. */
export function AdjustDialog({ userId, onClose }: { userId: string; onClose: () => void }) {
  const { t } = useVacationsTranslation();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<Draft>({ delta: "", note: "" });
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const form = useFormErrors(draft, validate);

  const submit = async () => {
    setFailure(null);
    if (!form.check()) return;
    setSaving(true);
    try {
      await vacationsApi.adjust(userId, { delta: Number(draft.delta), note: draft.note.trim() });
      void queryClient.invalidateQueries({ queryKey: vacationKeys.all });
      void showToast(t("adjust.saved"));
      onClose();
    } catch (error) {
      if (!form.refuse(bodyIssuesByField<Field>(error, (path) => (path[0] === "note" ? "note" : "delta"))))
        setFailure(error);
    } finally {
      setSaving(false);
    }
  };

  const field = (name: Field) => ({
    intent: form.errors[name] ? ("danger" as const) : ("none" as const),
    helperText: <FieldMessage code={form.errors[name]} />,
  });
  return (
    <FormDialog
      title={t("adjust.title")}
      className="vac-dialog"
      onClose={onClose}
      onSubmit={submit}
      submitText={t("adjust.save")}
      saving={saving}
      failure={failure}
      invalid={form.invalid}
      noValidate
    >
      <FormGroup label={t("adjust.delta")} labelFor="vac-adjust-delta" {...field("delta")}>
        <NumericInput
          id="vac-adjust-delta"
          value={draft.delta}
          min={-vacationLimits.balanceMax}
          max={vacationLimits.balanceMax}
          majorStepSize={10}
          onValueChange={(_value, delta) => setDraft((current) => ({ ...current, delta }))}
          intent={form.errors.delta ? "danger" : "none"}
        />
      </FormGroup>
      <FormGroup label={t("adjust.note")} labelFor="vac-adjust-note" {...field("note")}>
        <InputGroup
          id="vac-adjust-note"
          value={draft.note}
          maxLength={vacationLimits.noteMax}
          onValueChange={(note) => setDraft((current) => ({ ...current, note }))}
          intent={form.errors.note ? "danger" : "none"}
        />
      </FormGroup>
    </FormDialog>
  );
}
