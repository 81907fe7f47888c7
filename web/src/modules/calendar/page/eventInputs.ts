import type { EventInput } from "@fullcalendar/core";
import type { UserView } from "@intranet/contracts";
import type { EventOccurrenceView } from "@intranet/contracts/calendar";
import { isAdminOrAbove } from "@intranet/contracts/roles";

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
