import type { Actor } from "@intranet/contracts";
import type { FinishTaskBody, IdpChangeView, IdpView, TaskDraft } from "@intranet/contracts/idp";
import { idpLimits } from "@intranet/contracts/idp";
import { AppError, clock, requireTenant } from "../platform";
import { requireCourses } from "./courses";
import { changePlan, requireActive, type Edited } from "./change";
import type { IdpPlanRecord, TaskRecord } from "./plan.entity";
import { newTask } from "./plans";
import { tasksOf } from "./save";

function taskIn(plan: IdpPlanRecord, taskId: string): TaskRecord {
  const task = tasksOf(plan).find((one) => one.id === taskId);
  if (!task) throw new AppError("idp.task_not_found");
  return task;
}

const withTasks = (plan: IdpPlanRecord, tasks: TaskRecord[]): IdpPlanRecord => ({ ...plan, tasks });

export async function addTask(actor: Actor, planId: string, draft: TaskDraft, revision: number): Promise<IdpView> {
  await requireCourses(requireTenant(actor), [draft.courseId]);
  return changePlan(actor, planId, "edit", revision, (plan) => {
    requireActive(plan);
    if (tasksOf(plan).length >= idpLimits.tasksMax) throw new AppError("idp.too_many_tasks");
    const task = newTask(draft);
    return {
      next: withTasks(plan, [...tasksOf(plan), task]),
      change: { action: "task_added", by: actor.userId, task: task.title, changes: draftChanges(undefined, task) },
    };
  });
}

function draftChanges(before: TaskRecord | undefined, after: TaskRecord): IdpChangeView[] {
  const changes: IdpChangeView[] = [];
  const compare = (name: string, from: string | undefined, to: string | undefined) => {
    if ((from || null) !== (to || null)) changes.push({ field: name, from: from || null, to: to || null });
  };
  compare("title", before?.title, after.title);
  compare("description", before?.description, after.description);
  compare("due", before?.due, after.due);
  compare("course", before?.courseId, after.courseId);
  return changes;
}

export async function updateTask(
  actor: Actor,
  planId: string,
  taskId: string,
  draft: TaskDraft,
  revision: number,
): Promise<IdpView> {
  await requireCourses(requireTenant(actor), [draft.courseId]);
  return changePlan(actor, planId, "edit", revision, (plan) => {
    requireActive(plan);
    const task = taskIn(plan, taskId);
    const next: TaskRecord = { ...task, title: draft.title, description: draft.description };
    if (draft.due) next.due = draft.due;
    else delete next.due;
    if (draft.courseId) next.courseId = draft.courseId;
    else delete next.courseId;
    const changes = draftChanges(task, next);
    if (!changes.length) return undefined;
    return {
      next: withTasks(
        plan,
        tasksOf(plan).map((one) => (one.id === taskId ? next : one)),
      ),
      change: { action: "task_edited", by: actor.userId, task: next.title, changes },
    };
  });
}

export async function deleteTask(actor: Actor, planId: string, taskId: string, revision: number): Promise<IdpView> {
  return changePlan(actor, planId, "edit", revision, (plan) => {
    requireActive(plan);
    const task = taskIn(plan, taskId);
    return {
      next: withTasks(
        plan,
        tasksOf(plan).filter((one) => one.id !== taskId),
      ),
      change: { action: "task_removed", by: actor.userId, task: task.title },
    };
  });
}

/** A task done (or open again) by `by`: nothing when it already is (done twice counts once). */
export function markTask(plan: IdpPlanRecord, taskId: string, done: boolean, by: string): Edited | undefined {
  requireActive(plan);
  const task = taskIn(plan, taskId);
  if (task.done === done) return undefined;
  const next: TaskRecord = { ...task, done };
  if (done) Object.assign(next, { doneBy: by, doneAt: clock().now().toISOString() });
  else {
    delete next.doneBy;
    delete next.doneAt;
  }
  return {
    next: withTasks(
      plan,
      tasksOf(plan).map((one) => (one.id === taskId ? next : one)),
    ),
    change: {
      action: done ? "task_done" : "task_undone",
      by,
      task: task.title,
      changes: [{ field: "done", from: String(task.done), to: String(done) }],
    },
  };
}

/** `POST /api/idp/finish_task`: the employee, creator, chiefs and admins; twice (or at once from two tabs) counts once. */
export async function finishTask(actor: Actor, body: FinishTaskBody): Promise<IdpView> {
  return changePlan(actor, body.plan, "finishTasks", undefined, (plan) =>
    markTask(plan, body.task, body.done, actor.userId),
  );
}
