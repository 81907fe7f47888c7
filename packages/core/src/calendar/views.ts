import type { EventOccurrenceView, EventView, Repeat } from "@intranet/contracts/calendar";
import type { CalEntryRecord } from "./entry.entity";
import type { CalEventRecord } from "./event.entity";
import type { CalOccurrenceRecord } from "./occurrence.entity";
import { fieldsOf } from "./records";

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
  const recurring = series.repeat !== undefined && series.repeat !== null;
  return {
    id: occurrence.occurrenceId,
    eventId: series.eventId,
    name: fields.name,
    start: occurrence.start,
    end: occurrence.end,
    date: occurrence.date,
    startTime: occurrence.startTime,
    endTime: occurrence.endTime,
    timeZone: occurrence.timeZone,
    color: fields.color,
    organizerId: series.organizerId,
    recurring,
    detached: occurrence.detached,
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
