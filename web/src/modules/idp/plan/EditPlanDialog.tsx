import { FormGroup, InputGroup, TextArea } from "@blueprintjs/core";
import { idpLimits, type IdpView } from "@intranet/contracts/idp";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { FormDialog } from "../../../forms/FormDialog";
import { useFormErrors, type FieldErrors } from "../../../forms/useFormErrors";
import { PeopleField } from "../../../shared/PeopleField";
import { showToast } from "../../../ui/toast";
import { idpApi, idpKeys } from "../api";
import { FieldError } from "../FieldError";
import { useIdpTranslation } from "../i18n";

interface Draft {
  title: string;
  description: string;
  observer: string[];
}
type Field = "title" | "observer";

/** The plan's title, description and observer, on the revision the editor opened. */
export function EditPlanDialog({ plan, client, onClose }: { plan: IdpView; client: string; onClose: () => void }) {
  const { t } = useIdpTranslation();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<Draft>({
    title: plan.title,
    description: plan.description,
    observer: plan.observerId ? [plan.observerId] : [],
  });
  const validate = (value: Draft): FieldErrors<Field> => {
    const errors: FieldErrors<Field> = {};
    if (!value.title.trim()) errors.title = "idp.title_required";
    if (value.observer[0] === plan.employeeId) errors.observer = "idp.observer_is_employee";
    return errors;
  };
  const form = useFormErrors(draft, validate);
  const [failure, setFailure] = useState<unknown>(null);
  const [saving, setSaving] = useState(false);
  const set = (change: Partial<Draft>) => setDraft((current) => ({ ...current, ...change }));

  const submit = async () => {
    setFailure(null);
    if (!form.check()) return;
    setSaving(true);
    try {
      const saved = await idpApi.update(plan._id, {
        title: draft.title.trim(),
        description: draft.description.trim(),
        observer: draft.observer[0] ?? null,
        revision: plan.revision,
      });
      queryClient.setQueryData(idpKeys.plan(plan._id), saved);
      void queryClient.invalidateQueries({ queryKey: idpKeys.journal(plan._id) });
      void queryClient.invalidateQueries({ queryKey: ["idp", "list"] });
      void showToast(t("plan.saved"));
      onClose();
    } catch (refusal) {
      setFailure(refusal);
    } finally {
      setSaving(false);
    }
  };

  return (
    <FormDialog
      title={t("form.editTitle")}
      className="idp-dialog"
      onClose={onClose}
      onSubmit={submit}
      submitText={t("task.save")}
      saving={saving}
      failure={failure}
      invalid={form.invalid}
      noValidate
    >
      <FormGroup
        label={t("form.title")}
        labelFor="idp-edit-title"
        intent={form.errors.title ? "danger" : "none"}
        helperText={form.errors.title ? <FieldError code={form.errors.title} /> : undefined}
      >
        <InputGroup
          id="idp-edit-title"
          value={draft.title}
          maxLength={idpLimits.titleMax}
          onValueChange={(title) => set({ title })}
        />
      </FormGroup>
      <FormGroup label={t("form.description")} labelFor="idp-edit-description">
        <TextArea
          id="idp-edit-description"
          fill
          rows={3}
          value={draft.description}
          maxLength={idpLimits.descriptionMax}
          onChange={(event) => set({ description: event.currentTarget.value })}
        />
      </FormGroup>
      <PeopleField
        client={client}
        single
        label={t("form.observer")}
        helperText={t("form.observerHelp")}
        value={draft.observer}
        onChange={(observer) => set({ observer })}
        error={form.errors.observer ? <FieldError code={form.errors.observer} /> : undefined}
      />
    </FormDialog>
  );
}
