import type { CalEventRecord } from "./event.entity";
import { dayOfId } from "./time";

/** What of a series decides which records of it count. */
export type SeriesState = Pick<CalEventRecord, "version" | "revs" | "removed" | "endsBefore">;

/** A record written for one write of an occurrence (an occurrence record or a range entry). */
export interface Written {
  occurrenceId: string;
  version: string;
  rev?: string | undefined;
}

export const revsOf = (series: Pick<CalEventRecord, "revs">): Record<string, string> =>
  (series.revs ?? {}) as Record<string, string>;

/**
 * Whether a record counts now: its series exists, it was written for the series' current version
 * and for its occurrence's current rev, the occurrence is not cancelled nor cut off by a split.
 * Every write first puts its new records (invisible: a version or rev nobody holds yet), then flips
 * the series with ONE conditional update; so whatever a write that dies halfway leaves behind is
 * never shown, and readers never see a mix of two writes.
 */
export function isCurrent(record: Written, series: SeriesState | undefined): boolean {
  if (!series || record.version !== series.version) return false;
  if ((record.rev ?? "") !== (revsOf(series)[record.occurrenceId] ?? "")) return false;
  if (series.removed.includes(record.occurrenceId)) return false;
  return !series.endsBefore || dayOfId(record.occurrenceId) < series.endsBefore;
}
