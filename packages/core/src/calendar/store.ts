import { db } from "./entities";
import type { CalEventRecord } from "./event.entity";
import type { CalOccurrenceRecord } from "./occurrence.entity";
import { parseOccurrenceId } from "./time";
import { isCurrent } from "./visibility";

export async function findSeries(clientId: string, eventId: string): Promise<CalEventRecord | undefined> {
  const { data } = await db().entities.calEvent.get({ clientId, eventId }).go();
  return data ?? undefined;
}

/** Every occurrence record of an event, current or not (a page of ~1 MB a call; a series has ≤ 366 current ones). */
export async function recordsOf(clientId: string, eventId: string): Promise<CalOccurrenceRecord[]> {
  const { data } = await db().entities.calOccurrence.query.byEvent({ clientId, eventId }).go({ pages: "all" });
  return data;
}

/** The records that count now, in time order. */
export const currentOf = (series: CalEventRecord, records: CalOccurrenceRecord[]): CalOccurrenceRecord[] =>
  records.filter((record) => isCurrent(record, series)).sort((a, b) => a.start.localeCompare(b.start));

/**
 * An occurrence with its series, in one round: Get of the series and Query of the occurrence's few
 * records (the visible one and, briefly, one a write is preparing), the current one picked.
 */
export async function findOccurrence(
  clientId: string,
  occurrenceId: string,
): Promise<{ series: CalEventRecord; occurrence: CalOccurrenceRecord } | undefined> {
  const parsed = parseOccurrenceId(occurrenceId);
  if (!parsed) return undefined;
  const [series, records] = await Promise.all([
    findSeries(clientId, parsed.eventId),
    db().entities.calOccurrence.query.byEvent({ clientId, eventId: parsed.eventId, occurrenceId }).go({ pages: "all" }),
  ]);
  const occurrence = records.data.find(
    (record) => record.occurrenceId === occurrenceId && series !== undefined && isCurrent(record, series),
  );
  return series && occurrence ? { series, occurrence } : undefined;
}
