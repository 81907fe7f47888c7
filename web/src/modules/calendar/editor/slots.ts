import { addDays, localDay, localTime } from "../time";

/** Where a new event starts out: a day and its start and end times (the creator's zone). */
export interface Slot {
  date: string;
  start: string;
  end: string;
}

const hour = (value: number) => `${String(value).padStart(2, "0")}:00`;

/** An hour on a day: 09:00–10:00, or today the next whole hour (tomorrow morning once the day is over). */
export function slotOn(day: string, now: Date): Slot {
  if (day !== localDay(now)) return { date: day, start: hour(9), end: hour(10) };
  const next = now.getHours() + 1;
  if (next > 23) return { date: addDays(day, 1), start: hour(9), end: hour(10) };
  return { date: day, start: hour(next), end: next === 23 ? "23:59" : hour(next + 1) };
}

/** A chosen stretch of the calendar: a day in the month or year views, times in the week and day views. */
export function slotOf(selection: { start: Date; end: Date; allDay: boolean }, now: Date): Slot {
  const date = localDay(selection.start);
  if (selection.allDay) return slotOn(date, now);
  const sameDay = localDay(selection.end) === date;
  return { date, start: localTime(selection.start), end: sameDay ? localTime(selection.end) : "23:59" };
}
