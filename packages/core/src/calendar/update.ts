import type { Actor } from "@intranet/contracts";
import type { EventView, UpdateEventBody } from "@intranet/contracts/calendar";
import { canRead } from "../audiences";
import { newId } from "../platform";
import { editableEvent } from "./access";
import type { CalEventRecord } from "./event.entity";
import { changeEvent, publish } from "./events";
import { ownFieldsOf, seriesFieldsOf } from "./fields";
import { grantsOfMembers, requireActivePeople } from "./members";
import type { CalOccurrenceRecord } from "./occurrence.entity";
import { checkTimes, slotOf } from "./plan";
import { dropQuietly, fieldsOf, occurrenceRecord, putRecords, type OwnFields, type Slot } from "./records";
import { revsOf } from "./visibility";
import { toEventView } from "./views";
import { flip, rewrite } from "./write";

/** Whether a body moves an occurrence (its day, times or zone). */
export const movesOccurrence = (occurrence: CalOccurrenceRecord, body: UpdateEventBody): boolean =>
  body.date !== occurrence.date ||
  body.start !== occurrence.startTime ||
  body.end !== occurrence.endTime ||
  body.timeZone !== occurrence.timeZone;

/**
 * PUT /api/event/{id} (organizer or admin): a one-off event is rewritten; an occurrence of a series
 * is changed on its own (it keeps its fields from then on: detached, a new rev). The past checks
 * apply only when it moves. Members are told (`moved` when its time changed, else `changed`).
 */
export async function updateOccurrence(
  actor: Actor,
  occurrenceId: string,
  body: UpdateEventBody,
  now = new Date(),
): Promise<EventView> {
  const { clientId, series, occurrence, profile } = await editableEvent(actor, occurrenceId);
  const before = fieldsOf(series, occurrence);
  const moved = movesOccurrence(occurrence, body);
  const zoned = await checkTimes(body, now, moved);
  await requireActivePeople(clientId, body.members.userIds, before.members.userIds);
  const slot = slotOf(zoned, body.date, body);
  const after = series.repeat
    ? await detach(series, occurrence, slot, ownFieldsOf(body), now)
    : await rewrite(series, seriesFieldsOf(body), [{ occurrenceId, slot }], [occurrence], now).then(
        ({ series: written, records }) => ({ series: written, occurrence: records[0]! }),
      );
  await publish(
    changeEvent(clientId, { ...series, name: body.name }, after.occurrence, {
      change: moved ? "moved" : "changed",
      occurrenceIds: [occurrenceId],
      actorId: actor.userId,
      stamp: after.series.stamp,
      previousMembers: before.members,
    }),
  );
  const invited = series.organizerId === actor.userId || canRead(profile, grantsOfMembers(body.members));
  return toEventView(after.series, after.occurrence, { invited, canEdit: true });
}

/** An occurrence of a series changed on its own: its new record under a new rev, then the flip. */
async function detach(
  series: CalEventRecord,
  occurrence: CalOccurrenceRecord,
  slot: Slot,
  own: OwnFields,
  now: Date,
): Promise<{ series: CalEventRecord; occurrence: CalOccurrenceRecord }> {
  const rev = newId();
  const record = occurrenceRecord(series, occurrence.occurrenceId, slot, { version: series.version, rev }, own);
  await putRecords(series, [record]);
  const changes = {
    revs: { ...revsOf(series), [occurrence.occurrenceId]: rev },
    stamp: rev,
    updatedAt: now.toISOString(),
  };
  await flip(series, changes, [record]);
  await dropQuietly([occurrence]);
  return { series: { ...series, ...changes }, occurrence: record };
}
