import { createHash } from "node:crypto";
import * as z from "zod/mini";
import { addDays, clock, isoDay } from "../platform";
import { jobScheduler } from "../scheduler";
import type { IdpPlanRecord, TaskRecord } from "./plan.entity";
import { savePlan, tasksOf } from "./save";
import { findPlan } from "./store";
import { tell } from "./tell";

/**
 * A plan's timer (docs/modules/idp.md, "Due dates"): ONE one-time schedule per plan, always set on
 * its next moment — a task's day before its due date (the employee is told it is due soon, 06:00
 * UTC) or the day after it (an open task counts as overdue in the company's figures) — as the
 * adaptation's and the calendar's timers do. A run re-reads the plan, handles what is due (each
 * task's notice and count are marked on the task for its due date, so a second run does nothing)
 * and sets the following moment.
 */
export const DUE_JOB = "idp-due";
const SOON_MS = 5_000;

export function timerName(tenantId: string, planId: string): string {
  const name = `idp-${tenantId}-${planId}`;
  if (/^[A-Za-z0-9_.-]{1,64}$/.test(name)) return name;
  return `idp-${createHash("sha256").update(`${tenantId}\n${planId}`).digest("hex").slice(0, 40)}`;
}

const soonAt = (due: string) => Date.parse(`${addDays(due, -1)}T06:00:00.000Z`);
const lateAt = (due: string) => Date.parse(`${addDays(due, 1)}T00:00:00.000Z`);

/** The moments still to come for a task (ms), handled ones left out. */
function momentsOf(task: TaskRecord): number[] {
  if (task.done || !task.due) return [];
  const moments: number[] = [];
  if (task.soon !== task.due) moments.push(soonAt(task.due));
  if (task.ov !== task.due) moments.push(lateAt(task.due));
  return moments;
}

/** Sets (or removes) the plan's schedule on its next moment; something due already: in a few seconds. */
export async function scheduleNext(plan: IdpPlanRecord | undefined, tenantId: string, planId: string): Promise<string> {
  const name = timerName(tenantId, planId);
  const moments = plan?.status === "active" ? tasksOf(plan).flatMap(momentsOf) : [];
  if (!moments.length) {
    await jobScheduler().remove(name);
    return "no timer";
  }
  const now = clock().now().getTime();
  const at = new Date(Math.max(Math.min(...moments), now + SOON_MS));
  await jobScheduler().upsert({ name, at: at.toISOString(), job: DUE_JOB, payload: { tenantId, planId }, retries: 2 });
  return `timer at ${at.toISOString()}`;
}

/** Tasks due now: told due soon (before their day passes), counted overdue (after it). */
function handleDue(plan: IdpPlanRecord): { next: IdpPlanRecord; soon: TaskRecord[]; late: number; changed: boolean } {
  const now = clock().now().getTime();
  const today = isoDay(clock().now());
  const soon: TaskRecord[] = [];
  let late = 0;
  let changed = false;
  const tasks = tasksOf(plan).map((task) => {
    const due = task.due;
    if (task.done || !due) return task;
    const next = { ...task };
    if (next.soon !== due && now >= soonAt(due)) {
      if (today <= due) soon.push(next);
      next.soon = due;
      changed = true;
    }
    if (next.ov !== due && now >= lateAt(due)) {
      next.ov = due;
      late++;
      changed = true;
    }
    return next;
  });
  return { next: { ...plan, tasks }, soon, late, changed };
}

const id = z.string().check(z.minLength(1), z.maxLength(64));
const payloadSchema = z.object({ tenantId: id, planId: id });

/** Job `idp-due`: tells the employee of tasks due tomorrow, counts tasks gone overdue, sets the next moment. */
export async function runDueTimer(payload: unknown): Promise<string> {
  const parsed = payloadSchema.safeParse(payload);
  if (!parsed.success) return "ignored";
  const { tenantId, planId } = parsed.data;
  for (let attempt = 0; attempt < 5; attempt++) {
    const plan = await findPlan(tenantId, planId);
    if (!plan || plan.status !== "active") {
      await scheduleNext(plan, tenantId, planId);
      return plan ? plan.status : "gone";
    }
    const { next, soon, late, changed } = handleDue(plan);
    if (!changed) {
      await scheduleNext(plan, tenantId, planId);
      return "nothing due";
    }
    const saved = await savePlan(plan, next, undefined);
    if (!saved) continue; // changed meanwhile: read it again
    for (const task of soon)
      await tell(saved, "idp.task_due", [saved.employeeId], `${task.id}:soon:${task.due}`, {
        task: task.title,
        due: task.due!,
      });
    await scheduleNext(saved, tenantId, planId);
    return `soon ${soon.length}, overdue ${late}`;
  }
  return "busy";
}
