import type { IdpTaskView, IdpView } from "@intranet/contracts/idp";
import { useState } from "react";
import { FormDialog } from "../../../forms/FormDialog";
import { useFormErrors, type FieldErrors } from "../../../forms/useFormErrors";
import { idpApi } from "../api";
import { FieldError } from "../FieldError";
import { useIdpTranslation } from "../i18n";
import { emptyTask, fromTask, TaskFields, toDraft, type TaskDraftState } from "../new/TaskFields";
import { usePlanActions } from "./usePlanActions";

const validate = (task: TaskDraftState): FieldErrors<"title"> =>
  task.title.trim() ? {} : { title: "idp.title_required" };

/** Adds a task to the plan, or edits one. */
export function TaskDialog({ plan, task, onClose }: { plan: IdpView; task?: IdpTaskView; onClose: () => void }) {
  const { t } = useIdpTranslation();
  const [draft, setDraft] = useState<TaskDraftState>(task ? fromTask(task) : emptyTask());
  const form = useFormErrors(draft, validate);
  const { run, busy } = usePlanActions(plan._id);
  const submit = async () => {
    if (!form.check()) return;
    const body = toDraft(draft);
    const saved = await run(
      () =>
        task
          ? idpApi.updateTask(plan._id, task._id, body, plan.revision)
          : idpApi.addTask(plan._id, body, plan.revision),
      task ? t("plan.saved") : t("task.added"),
    );
    if (saved) onClose();
  };
  return (
    <FormDialog
      title={task ? t("task.edit") : t("task.add")}
      className="idp-dialog"
      onClose={onClose}
      onSubmit={submit}
      submitText={task ? t("task.save") : t("task.add")}
      saving={busy}
      invalid={form.invalid}
      noValidate
    >
      <TaskFields
        idPrefix="idp-task"
        task={draft}
        onChange={(change) => setDraft((current) => ({ ...current, ...change }))}
        titleError={form.errors.title ? <FieldError code={form.errors.title} /> : undefined}
      />
    </FormDialog>
  );
}
