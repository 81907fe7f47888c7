import type { Actor } from "@intranet/contracts";
import type { EventView, Repeat, UpdateSeriesBody } from "@intranet/contracts/calendar";
import { canRead } from "../audiences";
import { named, unexpectedCancellation, writeTransaction } from "../db";
import { AppError, newId } from "../platform";
import { editableEvent, type EventContext } from "./access";
import { prepareSeries } from "./create";
import type { CalEventRecord } from "./event.entity";
import { changeEvent, publish, type CalendarEvent } from "./events";
import { seriesFieldsOf } from "./fields";
import { grantsOfMembers, membersOf, requireActivePeople } from "./members";
import type { CalOccurrenceRecord } from "./occurrence.entity";
import { checkTimes, planSeries } from "./plan";
import { dropQuietly } from "./records";
import { cutAt, shortenedAt } from "./split";
import { currentOf, recordsOf } from "./store";
import { toEventView } from "./views";
import { rewrite } from "./write";

type Written = { series: CalEventRecord; shown: CalOccurrenceRecord; events: CalendarEvent[] };

/**
 * PUT /api/periodic_event/{id} (organizer or admin). `all`: the series is expanded again from
 * body.date (occurrences changed on their own are reset, cancelled days stay cancelled); the past
 * checks apply only if its first day or time changes. `following`: the series splits here — it
 * ends the day before this occurrence and a new series (a new event id) starts at body.date with
 * the body's fields and rule; the new day and time may not be past. At the first occurrence,
 * `following` is `all`.
 */
export async function updateSeries(
  actor: Actor,
  occurrenceId: string,
  body: UpdateSeriesBody,
  now = new Date(),
): Promise<EventView> {
  const context = await editableEvent(actor, occurrenceId);
  const { clientId, series, profile } = context;
  if (!series.repeat) throw new AppError("calendar.not_recurring");
  const current = currentOf(series, await recordsOf(clientId, series.eventId));
  const cut = cutAt(current, occurrenceId);
  const whole = body.scope === "all" || !cut.kept.length;
  const firstMoved = body.date !== series.date || body.start !== series.start || body.timeZone !== series.timeZone;
  const zoned = await checkTimes(body, now, body.scope === "following" || firstMoved);
  await requireActivePeople(clientId, body.members.userIds, membersOf(series.members).userIds);
  const moved =
    firstMoved || body.end !== series.end || JSON.stringify(body.repeat) !== JSON.stringify(series.repeat as Repeat);
  const change = { actorId: actor.userId, previousMembers: membersOf(series.members) };
  let written: Written;
  if (whole) {
    const planned = await planSeries(zoned, series.eventId, body, body.repeat, body.confirmFirstOccurrence);
    const fields = { ...seriesFieldsOf(body), date: planned.date, repeat: body.repeat, rrule: planned.rule };
    const { series: next, records } = await rewrite(series, fields, planned.slots, current, now);
    const shown = records.find((record) => record.occurrenceId === occurrenceId) ?? records[0]!;
    const event = changeEvent(clientId, next, shown, {
      ...change,
      change: moved ? "moved" : "changed",
      occurrenceIds: records.map((record) => record.occurrenceId),
      stamp: next.stamp,
    });
    written = { series: next, shown, events: [event] };
  } else written = await split(context, body, cut, now, zoned, actor.userId);
  await publish(...written.events);
  const invited = written.series.organizerId === actor.userId || canRead(profile, grantsOfMembers(body.members));
  return toEventView(written.series, written.shown, { invited, canEdit: true });
}

/**
 * The split, atomic at the flip: ONE transaction shortens the old series (conditioned on the stamp
 * read) and creates the new one, whose records are already written. Then the old series' records
 * from the cut on go. The old series' event is silent: the new one tells its members.
 */
async function split(
  { clientId, series, occurrence }: EventContext,
  body: UpdateSeriesBody,
  cut: ReturnType<typeof cutAt>,
  now: Date,
  zoned: Awaited<ReturnType<typeof checkTimes>>,
  actorId: string,
): Promise<Written> {
  const created = await prepareSeries(zoned, clientId, series.organizerId, body, now);
  const stamp = newId();
  const shortened = await shortenedAt(series, cut.day, cut.kept, stamp, now);
  const outcome = await writeTransaction((entities) => [
    named(
      "series",
      entities.calEvent
        .patch({ clientId, eventId: series.eventId })
        .set(shortened)
        .where((attribute, op) => op.eq(attribute.stamp, series.stamp))
        .commit(),
    ),
    named("split", entities.calEvent.create(created.series).commit()),
  ]);
  if (!outcome.ok) {
    await dropQuietly(created.records);
    if (outcome.failed("series")) throw new AppError("calendar.edit_conflict");
    throw unexpectedCancellation(outcome, "calendar split");
  }
  await dropQuietly(cut.dropped);
  const moved =
    body.date !== occurrence.date ||
    body.start !== occurrence.startTime ||
    body.end !== occurrence.endTime ||
    body.timeZone !== occurrence.timeZone ||
    JSON.stringify(body.repeat) !== JSON.stringify(series.repeat as Repeat);
  const shown = created.records[0]!;
  const previousMembers = membersOf(series.members);
  const events: CalendarEvent[] = [
    changeEvent(clientId, series, occurrence, {
      change: "cancelled",
      occurrenceIds: cut.dropped.map((record) => record.occurrenceId),
      actorId,
      stamp,
      silent: true,
    }),
    changeEvent(clientId, created.series, shown, {
      change: moved ? "moved" : "changed",
      occurrenceIds: created.records.map((record) => record.occurrenceId),
      actorId,
      stamp: created.series.stamp,
      previousMembers,
    }),
  ];
  return { series: created.series, shown, events };
}
