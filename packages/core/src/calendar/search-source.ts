import { grantSearchReaders } from "../audiences";
import type { DomainEvent } from "../events";
import { readerLabel, type SearchDocument, type SearchSource } from "../search";
import { db } from "./entities";
import type { CalEventRecord } from "./event.entity";
import { grantsOfMembers, membersOf } from "./members";
import { findSeries } from "./store";
import { occurrenceLink, whenText } from "./time";
import { plugin } from "./plugin";

const SCOPE = "event:";
const scopeOf = (eventId: string) => `${SCOPE}${eventId}`;

/**
 * Who finds an event in search: its organizer, the company's admins, and its members — the
 * audiences its members name (`grantSearchReaders`; the searcher's labels are read at each query).
 */
function readersOf(series: CalEventRecord): string[] {
  const members = grantSearchReaders(grantsOfMembers(membersOf(series.members))) ?? [];
  return [...new Set([readerLabel.admins, readerLabel.user(series.organizerId), ...members])];
}

/** An event (a series once) by its name, description and comment; it opens at its first occurrence. */
export function eventDocument(series: CalEventRecord): SearchDocument {
  return {
    type: "event",
    id: series.eventId,
    title: series.name,
    text: { title: series.name, headings: "", body: [series.description, series.comment].filter(Boolean).join("\n") },
    readers: readersOf(series),
    path: occurrenceLink(series.firstId),
    meta: {
      subtitle: whenText({
        date: series.date,
        startTime: series.start,
        endTime: series.end,
        timeZone: series.timeZone,
      }),
    },
    date: series.createdAt,
  };
}

export const calendarSearchSource: SearchSource = {
  name: "calendar",
  events: plugin.searchEvents,
  scopesOf: (event: DomainEvent) => {
    const eventId = (event.detail as { eventId?: unknown }).eventId;
    return typeof eventId === "string" ? [scopeOf(eventId)] : [];
  },
  async load(tenantId, scope) {
    const series = await findSeries(tenantId, scope.slice(SCOPE.length));
    return series ? [eventDocument(series)] : [];
  },
  async *scan(tenantId) {
    let cursor: string | null = null;
    do {
      const page: { data: CalEventRecord[]; cursor: string | null } = await db()
        .entities.calEvent.query.byTenant({ clientId: tenantId })
        .go({ cursor, limit: 100 });
      yield page.data.map((series) => ({ scope: scopeOf(series.eventId), docs: [eventDocument(series)] }));
      cursor = page.cursor;
    } while (cursor);
  },
};
