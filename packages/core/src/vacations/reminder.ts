import { createHash } from "node:crypto";
import * as z from "zod/mini";
import { addDays, clock } from "../platform";
import { jobScheduler } from "../scheduler";
import { notify } from "../notifications";
import { db } from "./entities";
import { vacationsLink } from "./tell";

/**
 * The reminder the day before a vacation starts: one one-time schedule per vacation, at 09:00 UTC
 * the day before, set again after every change of it (the subscriber) and removed when it is
 * cancelled, declined, moved into the past or still waiting. A run re-reads the vacation and warns
 * only if it still starts on the day scheduled, once (dedupe key: vacation and start).
 */
export const REMINDER_JOB = "vacation-reminder";
const HOUR = "09:00:00.000Z";

export function reminderName(tenantId: string, vacationId: string): string {
  const name = `vacrem-${tenantId}-${vacationId}`;
  if (/^[A-Za-z0-9_.-]{1,64}$/.test(name)) return name;
  return `vacrem-${createHash("sha256").update(`${tenantId}\n${vacationId}`).digest("hex").slice(0, 40)}`;
}

export async function followReminder(clientId: string, userId: string, vacationId: string): Promise<string> {
  const name = reminderName(clientId, vacationId);
  const { data: vacation } = await db().entities.vacation.get({ clientId, userId, vacationId }).go();
  const at = vacation && `${addDays(vacation.start, -1)}T${HOUR}`;
  if (!vacation || vacation.status !== "approved" || !at || Date.parse(at) <= clock().now().getTime()) {
    await jobScheduler().remove(name);
    return "no reminder";
  }
  await jobScheduler().upsert({
    name,
    at,
    job: REMINDER_JOB,
    payload: { tenantId: clientId, userId, vacationId, start: vacation.start },
    retries: 2,
  });
  return `reminder at ${at}`;
}

const id = z.string().check(z.minLength(1), z.maxLength(64));
const payloadSchema = z.object({ tenantId: id, userId: id, vacationId: id, start: z.string() });

/** Job `vacation-reminder`: warns the person if the vacation still starts as scheduled. */
export async function sendVacationReminder(payload: unknown): Promise<string> {
  const parsed = payloadSchema.safeParse(payload);
  if (!parsed.success) return "ignored";
  const { tenantId, userId, vacationId, start } = parsed.data;
  const { data: vacation } = await db().entities.vacation.get({ clientId: tenantId, userId, vacationId }).go();
  if (!vacation || vacation.status !== "approved" || vacation.start !== start) return "not due";
  await notify(tenantId, [userId], {
    section: "vacations",
    kind: "starts_tomorrow",
    template: "vacation.starts_tomorrow",
    variables: { start: vacation.start, end: vacation.end },
    link: vacationsLink,
    dedupeKey: `vacation-reminder:${vacationId}:${start}`,
  });
  return "reminded";
}
