import type { IdpChangeView, IdpJournalAction } from "@intranet/contracts/idp";
import { named, type NamedCommit, writeTransaction } from "../db";
import { AppError, clock, newId } from "../platform";
import type { IdpPlanRecord, TaskRecord } from "./plan.entity";
import type { IdpCounters } from "./stats.entity";

/** What a write records in the plan's journal. */
export interface Change {
  action: IdpJournalAction;
  /** Who did it (`system`: the timer or a course learned). */
  by: string;
  /** The task's title it is about. */
  task?: string;
  changes?: IdpChangeView[];
}

export const tasksOf = (plan: IdpPlanRecord): TaskRecord[] => plan.tasks as TaskRecord[];

/** A task counted overdue: flagged by the timer for its current due date, open, on an active plan. */
export const countedOverdue = (plan: IdpPlanRecord, task: TaskRecord): boolean =>
  plan.status === "active" && !task.done && Boolean(task.due) && task.ov === task.due;

function countersOf(plan: IdpPlanRecord | undefined): Required<IdpCounters> {
  const tasks = plan ? tasksOf(plan) : [];
  return {
    active: plan?.status === "active" ? 1 : 0,
    finished: plan?.status === "finished" ? 1 : 0,
    tasksOpen: tasks.filter((task) => !task.done).length,
    tasksDone: tasks.filter((task) => task.done).length,
    overdue: plan ? tasks.filter((task) => countedOverdue(plan, task)).length : 0,
  };
}

/** What a change moves on the company's counters (only the counters that move). */
export function counterDelta(before: IdpPlanRecord | undefined, after: IdpPlanRecord | undefined): IdpCounters {
  const from = countersOf(before);
  const to = countersOf(after);
  const delta: IdpCounters = {};
  for (const key of Object.keys(to) as Array<keyof IdpCounters>)
    if (to[key] !== from[key]) delta[key] = to[key] - from[key];
  return delta;
}

/** The people who lead a plan (its links): creator, observer, chiefs — not its employee. */
export function leadersOf(plan: IdpPlanRecord | undefined): Map<string, string[]> {
  const leaders = new Map<string, string[]>();
  if (!plan) return leaders;
  const add = (userId: string | undefined, role: string) => {
    if (!userId || userId === plan.employeeId) return;
    leaders.set(userId, [...(leaders.get(userId) ?? []), role]);
  };
  add(plan.creatorId, "creator");
  add(plan.observerId, "observer");
  for (const chief of plan.chiefIds) add(chief, "chief");
  return leaders;
}

/** Everyone on a plan (pushes, "plan changed"): employee, creator, observer, chiefs. */
export const participantsOf = (plan: IdpPlanRecord): string[] => [plan.employeeId, ...leadersOf(plan).keys()];

/**
 * Writes a plan's change in ONE transaction: the plan on the revision it was read at (`false` when
 * someone changed it meanwhile: the caller reads it again), its journal entry, the links of people
 * who came or went, and the company's counters. `before` none: created; `after` none: deleted.
 */
export async function savePlan(
  before: IdpPlanRecord | undefined,
  after: IdpPlanRecord | undefined,
  change: Change | undefined,
): Promise<IdpPlanRecord | false> {
  const plan = after ?? before;
  if (!plan) throw new Error("savePlan: nothing to write");
  const { clientId, planId } = plan;
  const now = clock().now().toISOString();
  const next = after && { ...after, revision: before ? before.revision + 1 : 0, updatedAt: now };
  const oldLeaders = leadersOf(before);
  const newLeaders = leadersOf(next);
  const delta = counterDelta(before, next);
  const entryId = newId();
  const outcome = await writeTransaction((e) => {
    const commits: NamedCommit[] = [];
    if (!before) commits.push(named("plan", e.idpPlan.create(next!).commit()));
    else if (next)
      commits.push(
        named(
          "plan",
          e.idpPlan
            .put(next)
            .where((a, op) => op.eq(a.revision, before.revision))
            .commit(),
        ),
      );
    else
      commits.push(
        named(
          "plan",
          e.idpPlan
            .delete({ clientId, planId })
            .where((a, op) => op.eq(a.revision, before.revision))
            .commit(),
        ),
      );
    for (const userId of oldLeaders.keys())
      if (!newLeaders.has(userId))
        commits.push(named(`unlink-${userId}`, e.idpLink.delete({ clientId, userId, planId }).commit()));
    for (const [userId, roles] of newLeaders)
      if (String(oldLeaders.get(userId)) !== String(roles))
        commits.push(named(`link-${userId}`, e.idpLink.put({ clientId, userId, planId, roles }).commit()));
    const lateBefore = before ? countersOf(before).overdue : 0;
    const lateAfter = next ? countersOf(next).overdue : 0;
    if (lateAfter && lateAfter !== lateBefore)
      commits.push(named("late", e.idpLate.put({ clientId, planId, overdue: lateAfter }).commit()));
    else if (!lateAfter && lateBefore) commits.push(named("late", e.idpLate.delete({ clientId, planId }).commit()));
    if (Object.keys(delta).length) commits.push(named("stats", e.idpStats.update({ clientId }).add(delta).commit()));
    if (change && next)
      commits.push(
        named(
          "journal",
          e.idpJournal
            .create({
              clientId,
              planId,
              entryId,
              at: now,
              by: change.by,
              action: change.action,
              ...(change.task ? { task: change.task } : {}),
              changes: change.changes ?? [],
            })
            .commit(),
        ),
      );
    return commits;
  });
  if (outcome.failed("plan")) return false;
  if (!outcome.ok) throw new AppError("common.conflict");
  return next ?? plan;
}
