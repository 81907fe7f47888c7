import { Button, Checkbox, NonIdealState, Tag } from "@blueprintjs/core";
import type { IdpTaskView, IdpView } from "@intranet/contracts/idp";
import { useState } from "react";
import { Link } from "react-router-dom";
import { useDays } from "../../../shared/useDateTime";
import { usePeopleNames } from "../../../shared/usePeopleNames";
import { ConfirmDialog } from "../../../ui/ConfirmDialog";
import { idpApi } from "../api";
import { useIdpTranslation } from "../i18n";
import { coursePath } from "../paths";
import { TaskDialog } from "./TaskDialog";
import { usePlanActions } from "./usePlanActions";

/** The plan's tasks: done marks for the employee and the people who lead it, add, edit, remove for editors. */
export function TasksTab({ plan, client }: { plan: IdpView; client: string }) {
  const { t } = useIdpTranslation();
  const days = useDays();
  const nameOf = usePeopleNames(client);
  const { run, busy } = usePlanActions(plan._id);
  const [editing, setEditing] = useState<IdpTaskView | "new" | null>(null);
  const [removing, setRemoving] = useState<IdpTaskView | null>(null);
  const active = plan.status === "active";
  const edit = plan.can.edit && active;

  return (
    <div className="idp-tasks">
      {edit ? (
        <div className="idp-tab-actions">
          <Button icon="plus" intent="primary" text={t("task.add")} onClick={() => setEditing("new")} />
        </div>
      ) : null}
      {plan.taskList.length ? (
        <ul className="idp-task-list" aria-label={t("plan.tabs.tasks")}>
          {plan.taskList.map((task) => (
            <li key={task._id} className={`idp-task${task.done ? " idp-task-done" : ""}`}>
              <Checkbox
                className="idp-task-check"
                checked={task.done}
                disabled={!plan.can.finishTasks || !active || busy}
                aria-label={t("task.doneNamed", { title: task.title })}
                onChange={() => void run(() => idpApi.finishTask({ plan: plan._id, task: task._id, done: !task.done }))}
              />
              <div className="idp-task-body">
                <span className="idp-task-title">{task.title}</span>
                {task.description ? <p className="idp-task-text">{task.description}</p> : null}
                <div className="idp-task-facts">
                  {task.due ? (
                    <span className={task.overdue ? "idp-overdue" : "idp-muted"}>
                      {t("task.dueOn", { day: days.date(task.due) })}
                    </span>
                  ) : null}
                  {task.overdue ? (
                    <Tag minimal intent="danger">
                      {t("task.overdue")}
                    </Tag>
                  ) : null}
                  {task.courseId ? (
                    <Link to={coursePath(task.courseId)}>
                      {t("task.courseLink", { title: task.courseTitle ?? task.courseId })}
                    </Link>
                  ) : null}
                  {task.done && task.doneAt ? (
                    <span className="idp-muted">
                      {t("task.doneBy", {
                        day: days.date(task.doneAt.slice(0, 10)),
                        name: task.doneBy === "system" ? t("journal.system") : nameOf(task.doneBy),
                      })}
                    </span>
                  ) : null}
                </div>
              </div>
              {edit ? (
                <div className="idp-task-actions">
                  <Button
                    minimal
                    icon="edit"
                    aria-label={t("task.editNamed", { title: task.title })}
                    onClick={() => setEditing(task)}
                  />
                  <Button
                    minimal
                    icon="trash"
                    aria-label={t("task.removeNamed", { title: task.title })}
                    onClick={() => setRemoving(task)}
                  />
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      ) : (
        <NonIdealState icon="tick" title={t("empty.tasks")} description={edit ? t("empty.tasksText") : undefined} />
      )}
      {editing ? (
        <TaskDialog plan={plan} task={editing === "new" ? undefined : editing} onClose={() => setEditing(null)} />
      ) : null}
      <ConfirmDialog
        open={Boolean(removing)}
        text={t("task.removeConfirm", { title: removing?.title ?? "" })}
        confirmText={t("task.remove")}
        onConfirm={() => {
          const task = removing;
          setRemoving(null);
          if (task) void run(() => idpApi.deleteTask(plan._id, task._id, plan.revision));
        }}
        onClose={() => setRemoving(null)}
      />
    </div>
  );
}
