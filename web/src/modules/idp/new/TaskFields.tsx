import { FormGroup, InputGroup, TextArea } from "@blueprintjs/core";
import { CourseField } from "./CourseField";
import { idpLimits, type TaskDraft } from "@intranet/contracts/idp";
import type { ReactNode } from "react";
import { DayInput } from "../../../ui/DayInput";
import { useIdpTranslation } from "../i18n";

export interface TaskDraftState {
  title: string;
  description: string;
  due: string | null;
  courseId: string;
}

export const emptyTask = (): TaskDraftState => ({ title: "", description: "", due: null, courseId: "" });
export const fromTask = (task: {
  title: string;
  description: string;
  due: string | null;
  courseId: string | null;
}): TaskDraftState => ({
  title: task.title,
  description: task.description,
  due: task.due,
  courseId: task.courseId ?? "",
});
export const toDraft = (task: TaskDraftState): TaskDraft => ({
  title: task.title.trim(),
  description: task.description.trim(),
  due: task.due,
  courseId: task.courseId.trim() || null,
});

/** A task's fields: title, description, due date, a course to complete. */
export function TaskFields({
  idPrefix,
  task,
  onChange,
  titleError,
}: {
  idPrefix: string;
  task: TaskDraftState;
  onChange: (change: Partial<TaskDraftState>) => void;
  titleError?: ReactNode;
}) {
  const { t } = useIdpTranslation();
  return (
    <>
      <FormGroup
        label={t("task.title")}
        labelFor={`${idPrefix}-title`}
        intent={titleError ? "danger" : "none"}
        helperText={titleError}
      >
        <InputGroup
          id={`${idPrefix}-title`}
          value={task.title}
          maxLength={idpLimits.taskTitleMax}
          intent={titleError ? "danger" : "none"}
          onValueChange={(title) => onChange({ title })}
        />
      </FormGroup>
      <FormGroup label={t("task.description")} labelFor={`${idPrefix}-description`}>
        <TextArea
          id={`${idPrefix}-description`}
          fill
          rows={2}
          value={task.description}
          maxLength={idpLimits.taskTextMax}
          onChange={(event) => onChange({ description: event.currentTarget.value })}
        />
      </FormGroup>
      <div className="idp-task-fields-row">
        <FormGroup label={t("task.due")} labelFor={`${idPrefix}-due`}>
          <DayInput
            id={`${idPrefix}-due`}
            value={task.due}
            onChange={(due) => onChange({ due })}
            placeholder={t("task.duePlaceholder")}
            badDay={t("task.badDay")}
            years={[-1, 3]}
          />
        </FormGroup>
        <CourseField id={`${idPrefix}-course`} value={task.courseId} onChange={(courseId) => onChange({ courseId })} />
      </div>
    </>
  );
}
