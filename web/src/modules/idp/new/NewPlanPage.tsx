import { Button, FormGroup, InputGroup, TextArea } from "@blueprintjs/core";
import type { ErrorCode } from "@intranet/contracts";
import { idpLimits } from "@intranet/contracts/idp";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useNavigate } from "react-router-dom";
import { isApiError } from "../../../api/errors";
import { FormProblems } from "../../../forms/FormProblems";
import { bodyIssuesByField } from "../../../forms/serverIssues";
import { useFormErrors, type FieldErrors } from "../../../forms/useFormErrors";
import { PeopleField } from "../../../shared/PeopleField";
import { LinkButton } from "../../../ui/LinkButton";
import { showToast } from "../../../ui/toast";
import { idpApi, idpKeys } from "../api";
import { FieldError } from "../FieldError";
import { useIdpTranslation } from "../i18n";
import { idpPath, planPath } from "../paths";
import { emptyTask, TaskFields, toDraft, type TaskDraftState } from "./TaskFields";

interface Draft {
  title: string;
  description: string;
  employee: string[];
  observer: string[];
  tasks: TaskDraftState[];
}
type Field = "title" | "employee" | "observer" | `task${number}`;

const fieldOfCode: Partial<Record<ErrorCode, Field>> = {
  "idp.employee_required": "employee",
  "idp.not_your_people": "employee",
  "idp.bad_person": "employee",
  "idp.observer_is_employee": "observer",
};

function validate(draft: Draft): FieldErrors<Field> {
  const errors: FieldErrors<Field> = {};
  if (!draft.title.trim()) errors.title = "idp.title_required";
  if (!draft.employee.length) errors.employee = "idp.employee_required";
  if (draft.observer.length && draft.observer[0] === draft.employee[0]) errors.observer = "idp.observer_is_employee";
  draft.tasks.forEach((task, index) => {
    if (!task.title.trim()) errors[`task${index}`] = "idp.title_required";
  });
  return errors;
}

function refusalByField(error: unknown): FieldErrors<Field> {
  const found = bodyIssuesByField<Field>(error, (path) =>
    path[0] === "tasks"
      ? `task${Number(path[1])}`
      : path[0] === "observer"
        ? "observer"
        : path[0] === "title"
          ? "title"
          : "employee",
  );
  if (Object.keys(found).length || !isApiError(error) || !error.code) return found;
  const field = fieldOfCode[error.code];
  return field ? { [field]: error.code } : {};
}

/** /idp/new: a plan's title, description, employee, observer and first tasks. */
export function NewPlanPage({ client }: { client: string }) {
  const { t } = useIdpTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<Draft>({ title: "", description: "", employee: [], observer: [], tasks: [] });
  const [failure, setFailure] = useState<unknown>(null);
  const [saving, setSaving] = useState(false);
  const form = useFormErrors(draft, validate);
  const set = (change: Partial<Draft>) => setDraft((current) => ({ ...current, ...change }));
  const setTask = (index: number, change: Partial<TaskDraftState>) =>
    setDraft((current) => ({
      ...current,
      tasks: current.tasks.map((task, at) => (at === index ? { ...task, ...change } : task)),
    }));
  const error = (field: Field) => (form.errors[field] ? <FieldError code={form.errors[field]} /> : undefined);

  const submit = async () => {
    setFailure(null);
    if (!form.check()) return;
    setSaving(true);
    try {
      const plan = await idpApi.create({
        title: draft.title.trim(),
        description: draft.description.trim(),
        employee: draft.employee[0] ?? "",
        observer: draft.observer[0] ?? null,
        tasks: draft.tasks.map(toDraft),
      });
      void queryClient.invalidateQueries({ queryKey: idpKeys.all });
      void showToast(t("form.created"));
      navigate(planPath(plan._id));
    } catch (refusal) {
      if (!form.refuse(refusalByField(refusal))) setFailure(refusal);
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className="idp">
      <header className="idp-header">
        <h1 className="idp-title">{t("form.newTitle")}</h1>
      </header>
      <form
        className="idp-form"
        aria-label={t("form.newTitle")}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <FormProblems failure={failure} invalid={form.invalid} />
        <FormGroup
          label={t("form.title")}
          labelFor="idp-new-title"
          intent={form.errors.title ? "danger" : "none"}
          helperText={error("title")}
        >
          <InputGroup
            id="idp-new-title"
            value={draft.title}
            maxLength={idpLimits.titleMax}
            intent={form.errors.title ? "danger" : "none"}
            onValueChange={(title) => set({ title })}
          />
        </FormGroup>
        <FormGroup label={t("form.description")} labelFor="idp-new-description">
          <TextArea
            id="idp-new-description"
            fill
            rows={3}
            value={draft.description}
            maxLength={idpLimits.descriptionMax}
            onChange={(event) => set({ description: event.currentTarget.value })}
          />
        </FormGroup>
        <div className="idp-form-people">
          <PeopleField
            client={client}
            single
            label={t("form.employee")}
            helperText={t("form.employeeHelp")}
            value={draft.employee}
            onChange={(employee) => set({ employee })}
            error={error("employee")}
          />
          <PeopleField
            client={client}
            single
            label={t("form.observer")}
            helperText={t("form.observerHelp")}
            value={draft.observer}
            onChange={(observer) => set({ observer })}
            error={error("observer")}
          />
        </div>
        <fieldset className="idp-form-tasks">
          <legend>{t("form.tasks")}</legend>
          {draft.tasks.map((task, index) => (
            <div
              key={index}
              className="idp-form-task"
              role="group"
              aria-label={t("form.taskNumber", { number: index + 1 })}
            >
              <div className="idp-form-task-head">
                <span className="idp-muted">{t("form.taskNumber", { number: index + 1 })}</span>
                <Button
                  minimal
                  small
                  icon="trash"
                  aria-label={t("form.removeTask", { number: index + 1 })}
                  onClick={() => set({ tasks: draft.tasks.filter((_, at) => at !== index) })}
                />
              </div>
              <TaskFields
                idPrefix={`idp-new-task-${index}`}
                task={task}
                onChange={(change) => setTask(index, change)}
                titleError={error(`task${index}`)}
              />
            </div>
          ))}
          {draft.tasks.length < idpLimits.tasksMax ? (
            <Button
              icon="plus"
              text={t("form.addTask")}
              onClick={() => set({ tasks: [...draft.tasks, emptyTask()] })}
            />
          ) : null}
        </fieldset>
        <div className="idp-form-actions">
          <LinkButton to={idpPath} text={t("form.cancel")} />
          <Button type="submit" intent="primary" loading={saving} text={t("form.create")} />
        </div>
      </form>
    </div>
  );
}
