import * as z from "zod/mini";
import type { Members } from "@intranet/contracts/calendar";
import { readersOf } from "../audiences";
import { notify } from "../notifications";
import { timeOfId } from "../platform";
import { publish as push } from "../realtime";
import { jobScheduler } from "../scheduler";
import { grantsOfMembers } from "./members";
import { dropRecords, fieldsOf } from "./records";
import { reminderName, scheduleReminder } from "./reminders";
import { currentOf, findSeries, recordsOf } from "./store";
import { occurrenceLink } from "./time";

/**
 * The calendar's bus subscriber (never the request path), for `event.changed` and `event.deleted`:
 * tells the people (section `events`; never the actor): a new event invites, a cancellation
 * cancels, a change invites who was added, cancels for who was removed and tells the rest it
 * changed or moved; pushes `calendar.changed` to everyone who saw it before or sees it now; keeps
 * the series' reminder schedule on its next occurrence; purges a deleted event's records. Dedupe
 * keys (per event and write) make a redelivery tell nobody twice; the rest is idempotent.
 */
const id = z.string().check(z.minLength(1), z.maxLength(64));
const members = z.object({ userIds: z.array(id), audiences: z.array(z.any()) });
const changeSchema = z.object({
  tenantId: id,
  eventId: id,
  occurrenceIds: z.array(id),
  actorId: id,
  organizerId: id,
  change: z.enum(["invited", "changed", "moved", "cancelled"]),
  previousMembers: z.optional(members),
  name: z.string(),
  start: z.string(),
  when: z.string(),
  // Events published before times were values carry only the text.
  slot: z.catch(
    z.optional(z.object({ date: z.string(), startTime: z.string(), endTime: z.string(), timeZone: z.string() })),
    undefined,
  ),
  stamp: id,
  silent: z.optional(z.boolean()),
});
type Change = z.infer<typeof changeSchema>;

export async function handleCalendarEvent(type: string, detail: unknown, now = new Date()): Promise<string> {
  if (type !== "event.changed" && type !== "event.deleted") return "ignored";
  const parsed = changeSchema.safeParse(detail);
  if (!parsed.success) return "ignored";
  return type === "event.deleted" ? deleted(parsed.data) : changed(parsed.data, now);
}

async function changed(event: Change, now: Date): Promise<string> {
  const series = await findSeries(event.tenantId, event.eventId);
  if (!series) return "gone";
  const current = currentOf(series, await recordsOf(event.tenantId, event.eventId));
  const touched = current.find((record) => event.occurrenceIds.includes(record.occurrenceId));
  const after = event.change === "cancelled" ? undefined : fieldsOf(series, touched).members;
  const told = await tell(event, (event.previousMembers as Members | undefined) ?? after, after);
  const reminder = await scheduleReminder(event.tenantId, event.eventId, current, now);
  return `${told}; ${reminder}`;
}

/** The series is gone: its records (a page of them at a time) and its schedule follow; its people are told. */
async function deleted(event: Change): Promise<string> {
  if (await findSeries(event.tenantId, event.eventId)) return "ignored";
  // A series has at most a few hundred records (366 occurrences and what rewrites left): one read, batched deletes.
  const records = await recordsOf(event.tenantId, event.eventId);
  await dropRecords(records);
  await jobScheduler().remove(reminderName(event.tenantId, event.eventId));
  const told = await tell(event, event.previousMembers as Members | undefined, undefined);
  return `${told}; purged ${records.length}`;
}

/** Who saw it before and who sees it now (the organizer always), each told what the change is to them. */
async function tell(event: Change, before: Members | undefined, after: Members | undefined): Promise<string> {
  const [was, is] = await Promise.all([peopleOf(event, before), peopleOf(event, after)]);
  const everyone = [...new Set([...was, ...is])];
  await push(event.tenantId, everyone, { type: "calendar.changed", eventId: event.eventId });
  if (event.silent) return "silent";
  const groups =
    event.change === "invited"
      ? { "event.invited": is }
      : event.change === "cancelled"
        ? { "event.cancelled": was }
        : {
            "event.invited": is.filter((userId) => !was.includes(userId)),
            "event.cancelled": was.filter((userId) => !is.includes(userId)),
            [`event.${event.change}`]: is.filter((userId) => was.includes(userId)),
          };
  const first = event.occurrenceIds[0];
  const link = event.change === "cancelled" || !first ? "/calendar/" : occurrenceLink(first);
  let told = 0;
  for (const [template, people] of Object.entries(groups)) {
    if (!people.length) continue;
    const result = await notify(event.tenantId, people, {
      section: "events",
      kind: "event",
      template,
      variables: { event: event.name, when: event.slot ? { slot: event.slot } : event.when },
      link,
      actorId: event.actorId,
      dedupeKey: `event:${event.eventId}:${event.stamp}`,
      now: timeOfId(event.stamp),
    });
    told += result.notified.length;
  }
  return `told ${told}`;
}

async function peopleOf(event: Change, members: Members | undefined): Promise<string[]> {
  if (!members) return [];
  const readers = await readersOf(event.tenantId, grantsOfMembers(members));
  return [...new Set([event.organizerId, ...readers])];
}
