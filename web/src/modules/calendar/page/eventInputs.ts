import type { EventInput } from "@fullcalendar/core";
import type { UserView } from "@intranet/contracts";
import type { DatedEntryView, EventOccurrenceView } from "@intranet/contracts/calendar";
import { isAdminOrAbove } from "@intranet/contracts/roles";
import { addDays } from "../time";

/** Who may drag an occurrence: its organizer and the company's admins (the server checks again). */
export const canMove = (me: UserView, occurrence: EventOccurrenceView): boolean =>
  occurrence.organizerId === me._id || isAdminOrAbove(me);

/** An occurrence as FullCalendar shows it: its instants (shown in the viewer's zone) and its colour's class. */
export function eventInput(occurrence: EventOccurrenceView, me: UserView): EventInput {
  return {
    id: occurrence.id,
    title: occurrence.name,
    start: occurrence.start,
    end: occurrence.end,
    classNames: [`calendar-color-${occurrence.color}`],
    editable: canMove(me, occurrence),
  };
}

/** A colour per kind of day other modules mark: a deadline (red once passed), an absence. */
export const datedColor = (entry: DatedEntryView) =>
  entry.kind === "absence" ? "turquoise" : entry.overdue ? "red" : "gray";

/**
 * A day another module marks (a task's deadline, an absence) as an all-day entry that opens its own
 * page (`extendedProps.path`) and never moves: it belongs to that module. `title` is its label in
 * the reader's language ("Due: …").
 */
export function datedInput(entry: DatedEntryView, title: string): EventInput {
  return {
    id: `${entry.source}:${entry.id}`,
    title,
    start: entry.day,
    end: addDays(entry.endDay, 1),
    allDay: true,
    classNames: [
      `calendar-color-${datedColor(entry)}`,
      "calendar-dated",
      ...(entry.tentative ? ["calendar-dated-tentative"] : []),
    ],
    editable: false,
    extendedProps: { path: entry.path },
  };
}
