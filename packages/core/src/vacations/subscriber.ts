import * as z from "zod/mini";
import { followReminder } from "./reminder";
import { pushChanged, tellChange } from "./tell";

const id = z.string().check(z.minLength(1), z.maxLength(64));
const day = z.string().check(z.maxLength(10));
const changed = z.object({
  tenantId: id,
  userId: id,
  vacationId: z.nullable(id),
  change: z.enum(["planned", "requested", "moved", "cancelled", "approved", "declined", "adjusted"]),
  by: id,
  start: day,
  end: day,
  days: z.number(),
  approverId: z.optional(id),
  reason: z.optional(z.string().check(z.maxLength(1000))),
});

/**
 * Vacations' bus subscriber: a changed vacation tells the people concerned (the chief of a request,
 * the person of a decision or of someone else's change), pushes to their open pages, and its
 * reminder follows it. A second delivery tells nobody twice (the notice's dedupe key) and sets the
 * same reminder.
 */
export async function handleVacationEvent(type: string, detail: unknown, eventId = ""): Promise<string> {
  if (type !== "vacation.changed") return "ignored";
  const parsed = changed.safeParse(detail);
  if (!parsed.success) return "ignored";
  const { tenantId, ...change } = parsed.data;
  const key = eventId || `${change.vacationId}:${change.change}:${change.start}:${change.end}:${change.by}`;
  const [told] = await Promise.all([tellChange(tenantId, change, key), pushChanged(tenantId, change)]);
  const reminder = change.vacationId ? await followReminder(tenantId, change.userId, change.vacationId) : "";
  return [told, reminder].filter(Boolean).join("; ");
}
