import type { JournalEntryView, JournalQuery, JournalSection } from "@intranet/contracts/journal";
import type { EntityItem } from "../db";
import { AppError } from "../platform";
import { db } from "./entities";
import type { JournalEntryEntity } from "./journal.entity";

type EntryRecord = EntityItem<typeof JournalEntryEntity>;

/** The period as sort-key bounds: `from` at 00:00 UTC, `to` through its last millisecond. */
function period(query: Pick<JournalQuery, "from" | "to">) {
  if (query.from && query.to && query.to < query.from) throw new AppError("journal.period_invalid");
  return {
    start: query.from ? `${query.from}T00:00:00.000Z` : "0000",
    end: query.to ? `${query.to}T23:59:59.999Z\uffff` : "9999",
  };
}

export type JournalFilter = Omit<JournalQuery, "cursor" | "limit"> & { section?: JournalSection };

/**
 * The query of a filter: the actor's index when a person is asked for, else the section's, else
 * the company's; the rest are filter expressions inside the period's range. Newest first.
 */
export function journalQuery(clientId: string, filter: JournalFilter) {
  const { start, end } = period(filter);
  const entities = db().entities.journalEntry.query;
  const ranged = filter.actor
    ? entities.byActor({ clientId, actorId: filter.actor })
    : filter.section
      ? entities.bySection({ clientId, section: filter.section })
      : entities.byTime({ clientId });
  return ranged.between({ at: start }, { at: end }).where((attributes, { eq }) => {
    const conditions: string[] = [];
    if (filter.actor && filter.section) conditions.push(eq(attributes.section, filter.section));
    if (filter.target) conditions.push(eq(attributes.targetId, filter.target));
    if (filter.action) conditions.push(eq(attributes.action, filter.action));
    if (filter.superadmin) conditions.push(eq(attributes.bySuperadmin, filter.superadmin === "true"));
    return conditions.join(" AND ");
  });
}

/** Whether a filter needs filter expressions (a page may then take more than one read). */
export const hasFilterExpression = (filter: JournalFilter) =>
  !!(filter.target || filter.action || filter.superadmin || (filter.actor && filter.section));

export function toEntryView(record: EntryRecord): JournalEntryView {
  return {
    entryId: record.entryId,
    at: record.at,
    section: record.section as JournalEntryView["section"],
    action: record.action as JournalEntryView["action"],
    actor: {
      userId: record.actorId,
      ...(record.actorFirstName !== undefined ? { firstName: record.actorFirstName } : {}),
      ...(record.actorLastName !== undefined ? { lastName: record.actorLastName } : {}),
      superadmin: record.bySuperadmin,
    },
    ...(record.targetType && record.targetId
      ? {
          target: {
            type: record.targetType,
            id: record.targetId,
            ...(record.targetLabel ? { label: record.targetLabel } : {}),
          },
        }
      : {}),
    changes: record.changes.map((change) => ({
      field: change.field,
      ...(change.before !== undefined ? { before: change.before } : {}),
      ...(change.after !== undefined ? { after: change.after } : {}),
    })),
    ...(record.moreChanges ? { moreChanges: record.moreChanges } : {}),
    ...(record.detail ? { detail: record.detail } : {}),
  };
}
