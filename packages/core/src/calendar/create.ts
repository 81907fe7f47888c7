import type { Actor } from "@intranet/contracts";
import type { EventBody, EventView } from "@intranet/contracts/calendar";
import { newId, requireTenant } from "../platform";
import { db } from "./entities";
import type { CalEventRecord } from "./event.entity";
import { changeEvent, publish } from "./events";
import { seriesFieldsOf } from "./fields";
import { requireActivePeople } from "./members";
import { checkTimes, planSeries, slotOf, type PlannedSlot, type Zoned } from "./plan";
import { occurrenceRecord, putRecords } from "./records";
import { occurrenceIdOf } from "./time";
import { toEventView } from "./views";

/**
 * POST /api/event (a series when `repeat` is given) and POST /api/periodic_event. The caller
 * organizes it. Refusals write nothing: an unknown zone, a past day or time (in the event's zone),
 * named people who are not active here, a rule beyond the limits. The occurrences and their range
 * entries go first, the series item LAST: until it exists nothing of the event shows.
 */
export async function createEvent(actor: Actor, body: EventBody, now = new Date()): Promise<EventView> {
  const clientId = requireTenant(actor);
  const zoned = await checkTimes(body, now, true);
  await requireActivePeople(clientId, body.members.userIds);
  const { series, records } = await prepareSeries(zoned, clientId, actor.userId, body, now);
  await db().entities.calEvent.create(series).go();
  const first = records[0]!;
  await publish(
    changeEvent(clientId, series, first, {
      change: "invited",
      occurrenceIds: records.map((record) => record.occurrenceId),
      actorId: actor.userId,
      stamp: series.stamp,
    }),
  );
  return toEventView(series, first, { invited: true, canEdit: true });
}

/**
 * A new event's series item (not written) after its occurrence records and entries are written
 * (invisible until the item exists): a creation, or the second half of a split.
 */
export async function prepareSeries(zoned: Zoned, clientId: string, organizerId: string, body: EventBody, now: Date) {
  const eventId = newId();
  const planned: { date: string; rule?: string; slots: PlannedSlot[] } = body.repeat
    ? await planSeries(zoned, eventId, body, body.repeat, body.confirmFirstOccurrence)
    : {
        date: body.date,
        slots: [{ occurrenceId: occurrenceIdOf(eventId, body.date), slot: slotOf(zoned, body.date, body) }],
      };
  const version = newId();
  const at = now.toISOString();
  const series: CalEventRecord = {
    clientId,
    eventId,
    organizerId,
    ...seriesFieldsOf(body),
    date: planned.date,
    ...(body.repeat ? { repeat: body.repeat, rrule: planned.rule } : {}),
    occurrences: planned.slots.length,
    firstId: planned.slots[0]!.occurrenceId,
    version,
    stamp: version,
    revs: {},
    removed: [],
    createdAt: at,
    updatedAt: at,
  };
  const records = planned.slots.map(({ occurrenceId, slot }) =>
    occurrenceRecord(series, occurrenceId, slot, { version }),
  );
  await putRecords(series, records);
  return { series, records };
}
