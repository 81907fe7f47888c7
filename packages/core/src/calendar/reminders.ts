import { createHash } from "node:crypto";
import * as z from "zod/mini";
import { calendarLimits } from "@intranet/contracts/calendar";
import { readersOf } from "../audiences";
import { isConditionFailure } from "../db";
import { notify } from "../notifications";
import { publish as push } from "../realtime";
import { jobScheduler } from "../scheduler";
import { db } from "./entities";
import type { CalEventRecord } from "./event.entity";
import { grantsOfMembers } from "./members";
import type { CalOccurrenceRecord } from "./occurrence.entity";
import { fieldsOf } from "./records";
import { currentOf, findSeries, recordsOf } from "./store";
import { occurrenceLink, parseOccurrenceId, slotOf } from "./time";

/**
 * The in-app warning (spec §9: under 10 minutes before the start). ONE one-time schedule per series,
 * always set on its next occurrence to remind: the subscriber sets it after every change, and each
 * run sets the following one. So a year-long daily series holds one schedule, not 366, and a moved
 * or cancelled occurrence needs no schedule of its own removed. When the warning moment of the next
 * occurrence has already passed (created or moved less than 10 minutes ahead), it runs in a few
 * seconds rather than never.
 */
export const REMINDER_JOB = "calendar-reminder";
const SOON_MS = 5_000;
/** A run may come a little early or late: what starts within the warning (and this) is due. */
const SLACK_MS = 60_000;

/** `evrem-<tenantId>-<eventId>`; a hash when that would not be a valid schedule name (letters, digits, - _ . ; ≤ 64). */
export function reminderName(tenantId: string, eventId: string): string {
  const name = `evrem-${tenantId}-${eventId}`;
  if (/^[A-Za-z0-9_.-]{1,64}$/.test(name)) return name;
  return `evrem-${createHash("sha256").update(`${tenantId}\n${eventId}`).digest("hex").slice(0, 40)}`;
}

const warnAt = (record: CalOccurrenceRecord) => Date.parse(record.start) - calendarLimits.warningMs;

/**
 * Sets (or removes) the series' schedule: on the first occurrence still to start (with `due`, one
 * whose warning moment passed counts too: the run then warns for it), else none.
 */
export async function scheduleReminder(
  tenantId: string,
  eventId: string,
  current: CalOccurrenceRecord[],
  now: Date,
  due = true,
): Promise<string> {
  const name = reminderName(tenantId, eventId);
  const next = current.find((record) =>
    due ? Date.parse(record.start) > now.getTime() + SOON_MS : warnAt(record) > now.getTime() + SLACK_MS,
  );
  if (!next) {
    await jobScheduler().remove(name);
    return "no reminder";
  }
  const at = new Date(Math.max(warnAt(next), now.getTime() + SOON_MS)).toISOString();
  await jobScheduler().upsert({
    name,
    at,
    job: REMINDER_JOB,
    payload: { tenantId, occurrenceId: next.occurrenceId, start: next.start },
    retries: 2,
  });
  return `reminder at ${at}`;
}

const id = z.string().check(z.minLength(1), z.maxLength(64));
const payloadSchema = z.object({ tenantId: id, occurrenceId: id, start: z.string() });

/**
 * Job `calendar-reminder`: re-reads the series and warns the invited people (and the organizer) of
 * every occurrence starting within the warning, once each (a guard item per occurrence and start:
 * a second run, or the run of an old schedule, sends nothing; a moved occurrence is warned at its
 * new time; a cancelled one or a deleted series never). Then sets the next schedule.
 */
export async function sendEventReminder(payload: unknown, now = new Date()): Promise<string> {
  const parsed = payloadSchema.safeParse(payload);
  const named = parsed.success ? parseOccurrenceId(parsed.data.occurrenceId) : undefined;
  if (!parsed.success || !named) return "ignored";
  const { tenantId } = parsed.data;
  const series = await findSeries(tenantId, named.eventId);
  if (!series) return "gone";
  const current = currentOf(series, await recordsOf(tenantId, series.eventId));
  const due = current.filter(
    (record) => Date.parse(record.start) > now.getTime() && warnAt(record) <= now.getTime() + SLACK_MS,
  );
  let warned = 0;
  for (const record of due) warned += await warnOnce(series, record, now);
  await scheduleReminder(tenantId, series.eventId, current, now, false);
  return due.length ? `warned ${warned}` : "nothing due";
}

async function warnOnce(series: CalEventRecord, record: CalOccurrenceRecord, now: Date): Promise<number> {
  const guard = { clientId: series.clientId, occurrenceId: record.occurrenceId, start: record.start };
  const { entities } = db();
  try {
    await entities.calReminderGuard
      .create({
        ...guard,
        sentAt: now.toISOString(),
        expiresAt: Math.floor(Date.parse(record.start) / 1000) + 30 * 86_400,
      })
      .go();
  } catch (error) {
    if (isConditionFailure(error)) return 0;
    throw error;
  }
  try {
    const fields = fieldsOf(series, record);
    const people = [
      ...new Set([series.organizerId, ...(await readersOf(series.clientId, grantsOfMembers(fields.members)))]),
    ];
    const link = occurrenceLink(record.occurrenceId);
    await notify(series.clientId, people, {
      section: "events",
      kind: "reminder",
      template: "event.reminder",
      variables: { event: fields.name, when: { slot: slotOf(record) } },
      link,
      dedupeKey: `event:${record.occurrenceId}:remind:${record.start}`,
      now: warnAt(record),
    });
    await push(series.clientId, people, {
      type: "calendar.reminder",
      occurrenceId: record.occurrenceId,
      name: fields.name,
      start: record.start,
      link,
    });
    return people.length;
  } catch (error) {
    // Not warned: the guard goes, so the job's retry warns.
    await entities.calReminderGuard.delete(guard).go();
    throw error;
  }
}
