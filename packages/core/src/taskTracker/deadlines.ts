import { createHash } from "node:crypto";
import * as z from "zod/mini";
import { notify } from "../notifications";
import { jobScheduler } from "../scheduler";
import type { TaskCardRecord } from "./card.entity";
import { taskLink } from "./links";
import { performersOf } from "./people";
import { findCard, findDesk } from "./store";

/**
 * Deadline timers (section tasks): "due tomorrow" the morning before the deadline and "overdue"
 * the morning after it, for the task's performers. Two one-time schedules per task with a
 * deadline, set again after each change (`task.changed`) and removed when it has none, is
 * finished or deleted. A run reads the task again and warns only if it is still due as scheduled
 * (same deadline, unfinished, board active); the notification's dedupe key (task, kind, deadline)
 * makes a second run warn nobody twice.
 */
export const DEADLINE_JOB = "task-deadline";
const kinds = ["due_soon", "overdue"] as const;
type Kind = (typeof kinds)[number];
/** 09:00 UTC: the morning in Europe, late enough in Asia's day. */
const MORNING = "T09:00:00.000Z";
const DAY_MS = 86_400_000;

/** `taskdue-<kind>-<tenant>-<task>`, or a hash when that would not be a valid schedule name (≤ 64). */
export function deadlineName(tenantId: string, taskId: string, kind: Kind): string {
  const name = `taskdue-${kind}-${tenantId}-${taskId}`;
  if (/^[A-Za-z0-9_.-]{1,64}$/.test(name)) return name;
  return `taskdue-${kind}-${createHash("sha256").update(`${tenantId}\n${taskId}`).digest("hex").slice(0, 40)}`;
}

const momentOf = (due: string, kind: Kind) => Date.parse(`${due}${MORNING}`) + (kind === "due_soon" ? -DAY_MS : DAY_MS);

/** Keeps the task's two schedules in step with it (none for a task without a deadline, finished or gone). */
export async function scheduleDeadlines(
  tenantId: string,
  taskId: string,
  card: TaskCardRecord | undefined,
  now = Date.now(),
): Promise<string> {
  const outcomes: string[] = [];
  for (const kind of kinds) {
    const name = deadlineName(tenantId, taskId, kind);
    const at = card?.due && !card.finished ? momentOf(card.due, kind) : undefined;
    if (at === undefined || at <= now) {
      await jobScheduler().remove(name);
      continue;
    }
    await jobScheduler().upsert({
      name,
      at: new Date(at).toISOString(),
      job: DEADLINE_JOB,
      payload: { tenantId, taskId, kind, due: card!.due },
      retries: 2,
    });
    outcomes.push(`${kind} at ${new Date(at).toISOString()}`);
  }
  return outcomes.length ? outcomes.join(", ") : "no deadline timers";
}

const id = z.string().check(z.minLength(1), z.maxLength(64));
const payloadSchema = z.object({ tenantId: id, taskId: id, kind: z.enum(kinds), due: z.string() });

/** Job `task-deadline`: warns the task's performers if it is still due as scheduled. */
export async function sendDeadlineWarning(payload: unknown): Promise<string> {
  const parsed = payloadSchema.safeParse(payload);
  if (!parsed.success) return "ignored";
  const { tenantId, taskId, kind, due } = parsed.data;
  const card = await findCard(tenantId, taskId);
  if (!card || card.finished || card.due !== due) return "not due";
  const desk = await findDesk(tenantId, card.deskId);
  if (!desk || desk.status !== "active") return "not due";
  const people = performersOf(card);
  const result = await notify(tenantId, people.length ? people : [card.authorId], {
    section: "tasks",
    kind: "deadline",
    template: kind === "due_soon" ? "task.due_soon" : "task.overdue",
    variables: { title: card.name, desk: desk.name, due },
    link: taskLink(card.deskId, taskId),
    dedupeKey: `task:${taskId}:${kind}:${due}`,
    now: momentOf(due, kind),
  });
  return `notified ${result.notified.length}`;
}
