import type { Repeat } from "@intranet/contracts/calendar";
import type { CalEventRecord } from "./event.entity";
import type { CalOccurrenceRecord } from "./occurrence.entity";
import { loadZoned } from "./plan";
import { dayOfId } from "./time";
import type { SeriesChanges } from "./write";

/** A series cut at an occurrence: what stays (original day before it) and what goes (that day on). */
export function cutAt(current: CalOccurrenceRecord[], occurrenceId: string) {
  const day = dayOfId(occurrenceId);
  return {
    day,
    kept: current.filter((record) => dayOfId(record.occurrenceId) < day),
    dropped: current.filter((record) => dayOfId(record.occurrenceId) >= day),
  };
}

/**
 * The changes that end a series the day before `day` (yyyymmdd, an occurrence's original day): its
 * rule gets UNTIL that day (a COUNT is replaced), and `endsBefore` hides the later records at the
 * flip, before they are deleted.
 */
export async function shortenedAt(
  series: CalEventRecord,
  day: string,
  kept: CalOccurrenceRecord[],
  stamp: string,
  now: Date,
): Promise<SeriesChanges> {
  const [zoned, recurrence] = await Promise.all([loadZoned(), import("./recurrence")]);
  const { count: _count, ...rule } = series.repeat as Repeat;
  const repeat: Repeat = { ...rule, until: zoned.addDays(`${day.slice(0, 4)}-${day.slice(4, 6)}-${day.slice(6)}`, -1) };
  return {
    repeat,
    rrule: recurrence.ruleText(series.date, series.start, series.timeZone, repeat),
    occurrences: kept.length,
    firstId: kept[0]?.occurrenceId ?? series.firstId,
    endsBefore: day,
    stamp,
    updatedAt: now.toISOString(),
  };
}
