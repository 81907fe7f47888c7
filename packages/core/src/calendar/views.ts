import type { EventOccurrenceView, EventView, Repeat } from "@intranet/contracts/calendar";
import type { CalEntryRecord } from "./entry.entity";
import type { CalEventRecord } from "./event.entity";
import type { CalOccurrenceRecord } from "./occurrence.entity";
import { cellOf, fieldsOf } from "./records";

/** A range entry as a calendar cell. */
export const toOccurrenceView = (entry: CalEntryRecord): EventOccurrenceView => ({
  id: entry.occurrenceId,
  eventId: entry.eventId,
  name: entry.name,
  start: entry.start,
  end: entry.end,
  date: entry.date,
  startTime: entry.startTime,
  endTime: entry.endTime,
  timeZone: entry.timeZone,
  color: entry.color,
  organizerId: entry.organizerId,
  recurring: entry.recurring,
  detached: entry.detached,
});

/** One occurrence with its event's details (a series adds its rule, first day and count). */
export function toEventView(
  series: CalEventRecord,
  occurrence: CalOccurrenceRecord,
  standing: { invited: boolean; canEdit: boolean },
): EventView {
  const fields = fieldsOf(series, occurrence);
  const cell = cellOf(series, occurrence);
  const recurring = cell.recurring;
  return {
    id: occurrence.occurrenceId,
    eventId: series.eventId,
    ...cell,
    description: fields.description,
    link: fields.link,
    comment: fields.comment,
    members: fields.members,
    ...(recurring ? { repeat: series.repeat as Repeat, seriesDate: series.date, occurrences: series.occurrences } : {}),
    invited: standing.invited,
    canEdit: standing.canEdit,
    createdAt: series.createdAt,
    updatedAt: series.updatedAt,
  };
}
