import type { IdpCan, IdpSummary, IdpTaskView, IdpView } from "@intranet/contracts/idp";
import { clock, isoDay } from "../platform";
import type { IdpPlanRecord, TaskRecord } from "./plan.entity";
import { tasksOf } from "./save";

export const today = (): string => isoDay(clock().now());

const isOverdue = (plan: IdpPlanRecord, task: TaskRecord, day: string) =>
  plan.status === "active" && !task.done && Boolean(task.due) && task.due! < day;

export function taskView(
  plan: IdpPlanRecord,
  task: TaskRecord,
  day: string,
  courseTitles: Map<string, string>,
): IdpTaskView {
  return {
    _id: task.id,
    title: task.title,
    description: task.description,
    due: task.due ?? null,
    courseId: task.courseId ?? null,
    courseTitle: (task.courseId && courseTitles.get(task.courseId)) || null,
    done: task.done,
    doneBy: task.doneBy ?? null,
    doneAt: task.doneAt ?? null,
    overdue: isOverdue(plan, task, day),
  };
}

export function planSummary(plan: IdpPlanRecord, day = today()): IdpSummary {
  const tasks = tasksOf(plan);
  // The nearest due date still ahead (an overdue task is said as overdue, not as next).
  const open = tasks.filter((task) => !task.done && task.due && task.due >= day).map((task) => task.due!);
  return {
    _id: plan.planId,
    client_id: plan.clientId,
    title: plan.title,
    status: plan.status,
    employeeId: plan.employeeId,
    creatorId: plan.creatorId,
    observerId: plan.observerId ?? null,
    tasks: tasks.length,
    tasksDone: tasks.filter((task) => task.done).length,
    overdue: tasks.filter((task) => isOverdue(plan, task, day)).length,
    nextDue: plan.status === "active" ? (open.sort()[0] ?? null) : null,
    createdAt: plan.createdAt,
    updatedAt: plan.updatedAt,
  };
}

export function planView(plan: IdpPlanRecord, can: IdpCan, courseTitles = new Map<string, string>()): IdpView {
  const day = today();
  return {
    ...planSummary(plan, day),
    description: plan.description,
    chiefIds: plan.chiefIds,
    taskList: tasksOf(plan).map((task) => taskView(plan, task, day, courseTitles)),
    finishedAt: plan.finishedAt ?? null,
    revision: plan.revision,
    can,
  };
}
