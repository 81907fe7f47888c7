import { calendarLimits } from "@intranet/contracts/calendar";
import { getAll } from "../db";
import { AppError } from "../platform";
import type { CalEntryRecord } from "./entry.entity";
import { db } from "./entities";
import type { CalEventRecord } from "./event.entity";
import { loadZoned } from "./plan";
import { compactInstant, shifted } from "./time";
import { isCurrent, type SeriesState } from "./visibility";

/** An occurrence lasts at most a day (a 25-hour one on a clock change): entries starting this much earlier may still run. */
const LOOKBACK_MS = 26 * 3_600_000;

/** Instants `[start, end)` of a range of days (both included) in a zone; `calendar.time_zone_invalid` for an unknown zone. */
export async function rangeOf(days: { from: string; to: string; tz: string }): Promise<{ start: string; end: string }> {
  const zoned = await loadZoned();
  if (!zoned.isZone(days.tz)) throw new AppError("calendar.time_zone_invalid");
  return { start: zoned.dayStart(days.from, days.tz), end: zoned.dayStart(zoned.addDays(days.to, 1), days.tz) };
}

export interface RangeRead {
  /** The visible occurrences overlapping the range, one entry each, by start. */
  entries: CalEntryRecord[];
  /** Their series (whole items with `full`, else only what visibility needs). */
  series: Map<string, CalEventRecord>;
  truncated: boolean;
}

/**
 * The occurrences under these labels overlapping `[start, end)`: one Query per label, in parallel
 * (paged until done or `limit`), then ONE BatchGet of the distinct series (100 a call) to keep only
 * current entries (visibility.ts). So a month costs the labels' Queries and a BatchGet, whatever
 * the tenant holds beyond the range.
 */
export async function readRange(
  clientId: string,
  labels: string[],
  range: { start: string; end: string },
  options: { limit?: number; full?: boolean } = {},
): Promise<RangeRead> {
  const limit = options.limit ?? calendarLimits.listMax;
  const low = compactInstant(shifted(range.start, -LOOKBACK_MS));
  const high = compactInstant(range.end); // an entry starting at `end` has a longer key: beyond it
  const lists = await Promise.all(labels.map((label) => labelEntries(clientId, label, low, high, limit)));
  const candidates = lists.flatMap((list) => list.items).filter((entry) => entry.end > range.start);
  const series = await seriesOf(clientId, [...new Set(candidates.map((entry) => entry.eventId))], options.full);
  const seen = new Set<string>();
  const visible = candidates
    .filter((entry) => isCurrent(entry, series.get(entry.eventId)))
    .filter((entry) => !seen.has(entry.occurrenceId) && Boolean(seen.add(entry.occurrenceId)))
    .sort((a, b) => a.start.localeCompare(b.start) || a.occurrenceId.localeCompare(b.occurrenceId));
  const truncated = lists.some((list) => list.capped) || visible.length > limit;
  return { entries: visible.slice(0, limit), series, truncated };
}

async function labelEntries(clientId: string, label: string, low: string, high: string, limit: number) {
  const items: CalEntryRecord[] = [];
  let cursor: string | null = null;
  do {
    const page: { data: CalEntryRecord[]; cursor: string | null } = await db()
      .entities.calEntry.query.byLabel({ clientId, label })
      .between({ sortKey: low }, { sortKey: high })
      .go({ cursor, limit: limit + 1 - items.length });
    items.push(...page.data);
    cursor = page.cursor;
  } while (cursor && items.length <= limit);
  return { items, capped: items.length > limit };
}

const STATE = ["clientId", "eventId", "version", "revs", "removed", "endsBefore"] as const;

async function seriesOf(clientId: string, eventIds: string[], full = false): Promise<Map<string, CalEventRecord>> {
  if (!eventIds.length) return new Map();
  const found = await getAll(
    eventIds.map((eventId) => ({ clientId, eventId })),
    (keys) =>
      db()
        .entities.calEvent.get(keys)
        .go(full ? {} : { attributes: [...STATE] }),
  );
  return new Map(
    (found as Array<CalEventRecord & SeriesState>).map((series) => [
      series.eventId,
      { ...series, removed: series.removed ?? [] },
    ]),
  );
}
