import type { Actor } from "@intranet/contracts";
import { isConditionFailure } from "../db";
import { AppError, newId } from "../platform";
import { editableEvent, type EventContext } from "./access";
import { db } from "./entities";
import { changeEvent, publish } from "./events";
import { dropQuietly, fieldsOf } from "./records";
import { cutAt, shortenedAt } from "./split";
import { currentOf, recordsOf } from "./store";
import { flip } from "./write";

/**
 * DELETE /api/event/{id} (organizer or admin): a one-off event (or a series' last occurrence) is
 * deleted whole; an occurrence of a series is cancelled (the series lists it as removed, at once),
 * then its records go. The rest of the series stays.
 */
export async function removeOccurrence(actor: Actor, occurrenceId: string, now = new Date()): Promise<void> {
  const context = await editableEvent(actor, occurrenceId);
  const { clientId, series, occurrence } = context;
  if (!series.repeat || series.occurrences <= 1) return deleteEvent(actor, context);
  const stamp = newId();
  // The first occurrence is what search opens: when it goes, the next one takes its place.
  const firstId =
    occurrenceId === series.firstId
      ? currentOf(series, await recordsOf(clientId, series.eventId)).find(
          (record) => record.occurrenceId !== occurrenceId,
        )?.occurrenceId
      : undefined;
  await flip(
    series,
    {
      removed: [...series.removed, occurrenceId],
      occurrences: series.occurrences - 1,
      ...(firstId ? { firstId } : {}),
      stamp,
      updatedAt: now.toISOString(),
    },
    [],
  );
  await dropQuietly([occurrence]);
  const fields = fieldsOf(series, occurrence);
  await publish(
    changeEvent(clientId, { ...series, name: fields.name }, occurrence, {
      change: "cancelled",
      occurrenceIds: [occurrenceId],
      actorId: actor.userId,
      stamp,
      previousMembers: fields.members,
    }),
  );
}

/**
 * DELETE /api/periodic_event/{id}?scope=: `all` deletes the series; `following` ends it the day
 * before this occurrence (from its first occurrence on, that is all of it).
 */
export async function removeSeries(
  actor: Actor,
  occurrenceId: string,
  scope: "following" | "all",
  now = new Date(),
): Promise<void> {
  const context = await editableEvent(actor, occurrenceId);
  const { clientId, series, occurrence } = context;
  if (!series.repeat) throw new AppError("calendar.not_recurring");
  if (scope === "all") return deleteEvent(actor, context);
  const { day, kept, dropped } = cutAt(currentOf(series, await recordsOf(clientId, series.eventId)), occurrenceId);
  if (!kept.length) return deleteEvent(actor, context);
  const stamp = newId();
  await flip(series, await shortenedAt(series, day, kept, stamp, now), []);
  await dropQuietly(dropped);
  await publish(
    changeEvent(clientId, series, occurrence, {
      change: "cancelled",
      occurrenceIds: dropped.map((record) => record.occurrenceId),
      actorId: actor.userId,
      stamp,
      previousMembers: fieldsOf(series).members,
    }),
  );
}

/**
 * The whole event goes: the series item first (conditioned on the stamp read), so everything of it
 * vanishes at once; its records are purged by the `event.deleted` subscriber.
 */
async function deleteEvent(actor: Actor, { clientId, series, occurrence }: EventContext): Promise<void> {
  try {
    await db()
      .entities.calEvent.delete({ clientId, eventId: series.eventId })
      .where((attribute, op) => op.eq(attribute.stamp, series.stamp))
      .go();
  } catch (error) {
    if (isConditionFailure(error)) throw new AppError("calendar.edit_conflict");
    throw error;
  }
  await publish(
    changeEvent(
      clientId,
      series,
      occurrence,
      {
        change: "cancelled",
        occurrenceIds: [occurrence.occurrenceId],
        actorId: actor.userId,
        stamp: newId(),
        previousMembers: fieldsOf(series).members,
      },
      "event.deleted",
    ),
  );
}
