import { weekdays, type EventView, type RepeatInput } from "@intranet/contracts/calendar";
import type { OccurrenceInput } from "../api";
import { daysBetween, zonedParts } from "../time";

/**
 * The fields of an occurrence dragged or resized to new instants: everything it had, with its day
 * and times read on the clock of the event's own zone (a series stays in its organizer's zone).
 */
export function movedFields(event: EventView, start: Date, end: Date): OccurrenceInput {
  const from = zonedParts(start, event.timeZone);
  const to = zonedParts(end, event.timeZone);
  return {
    name: event.name,
    description: event.description,
    date: from.date,
    start: from.time,
    end: to.time,
    timeZone: event.timeZone,
    color: event.color,
    members: event.members,
    link: event.link,
    comment: event.comment,
  };
}

/** The series' rule after its occurrence moved to `date`: a weekly one's weekdays move by as many days. */
export function movedRepeat(event: EventView, date: string): RepeatInput {
  const repeat = event.repeat!;
  const shift = daysBetween(event.date, date);
  if (repeat.period !== "week" || shift % 7 === 0) return repeat;
  const moved = repeat.weekdays.map((day) => weekdays[(((weekdays.indexOf(day) + shift) % 7) + 7) % 7]!);
  return { ...repeat, weekdays: weekdays.filter((day) => moved.includes(day)) };
}
