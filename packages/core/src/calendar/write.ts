import { isConditionFailure } from "../db";
import { AppError, newId } from "../platform";
import { db } from "./entities";
import type { CalEventRecord } from "./event.entity";
import type { CalOccurrenceRecord } from "./occurrence.entity";
import type { PlannedSlot } from "./plan";
import { dropQuietly, occurrenceRecord, putRecords } from "./records";

/** What a write may change on the series item (its keys and creation aside). */
export type SeriesChanges = Partial<Omit<CalEventRecord, "clientId" | "eventId" | "createdAt">>;

/**
 * Step (b) of every write: ONE conditional update of the series, on the stamp the write read, which
 * makes the records it put visible (and the ones they replace invisible) at once. Refused (another
 * write came first, or the event is gone): what this write put is dropped and the caller gets
 * `calendar.edit_conflict`.
 */
export async function flip(
  read: CalEventRecord,
  changes: SeriesChanges,
  pending: CalOccurrenceRecord[],
  remove: Array<"endsBefore"> = [],
): Promise<void> {
  const update = db()
    .entities.calEvent.patch({ clientId: read.clientId, eventId: read.eventId })
    .set(withoutUndefined(changes));
  const guarded = (remove.length ? update.remove(remove) : update).where((attribute, op) =>
    op.eq(attribute.stamp, read.stamp),
  );
  try {
    await guarded.go();
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    await dropQuietly(pending);
    throw new AppError("calendar.edit_conflict");
  }
}

const withoutUndefined = <T extends object>(value: T): T =>
  Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined)) as T;

/**
 * A series-wide rewrite (a one-off's edit, a series' `all`): (a) records for every slot under a new
 * version (cancelled days stay cancelled: no record), (b) the flip, with the changes resetting what
 * occurrences changed on their own, (c) the records it replaced go (best effort: stale leftovers
 * are never shown). Answers the series as written and its new records, in time order.
 */
export async function rewrite(
  read: CalEventRecord,
  changes: SeriesChanges,
  slots: PlannedSlot[],
  superseded: CalOccurrenceRecord[],
  now: Date,
): Promise<{ series: CalEventRecord; records: CalOccurrenceRecord[] }> {
  const version = newId();
  const kept = slots.filter(({ occurrenceId }) => !read.removed.includes(occurrenceId));
  if (!kept.length) throw new AppError("calendar.repeat_incomplete");
  const written: SeriesChanges = {
    ...changes,
    version,
    stamp: version,
    revs: {},
    occurrences: kept.length,
    firstId: kept[0]!.occurrenceId,
    updatedAt: now.toISOString(),
  };
  const series: CalEventRecord = { ...read, ...withoutUndefined(written), endsBefore: undefined };
  const records = kept.map(({ occurrenceId, slot }) => occurrenceRecord(series, occurrenceId, slot, { version }));
  await putRecords(series, records);
  await flip(read, written, records, ["endsBefore"]);
  await dropQuietly(superseded);
  return { series, records };
}
