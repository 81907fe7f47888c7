import type { DayCount } from "@intranet/contracts/vacations";
import { addDays, daysBetween } from "../platform";

/** Calendar days from `start` to `end`, both included. */
export const lengthOf = (start: string, end: string): number => daysBetween(start, end) + 1;

/** The days a period takes from a balance: every day, or Monday to Friday (no holiday calendar yet). */
export function daysOf(start: string, end: string, count: DayCount): number {
  const length = lengthOf(start, end);
  if (count === "calendar") return length;
  const weekday = new Date(`${start}T00:00:00Z`).getUTCDay(); // 0 Sunday … 6 Saturday
  let working = 0;
  for (let offset = 0; offset < length; offset++) {
    const day = (weekday + offset) % 7;
    if (day !== 0 && day !== 6) working++;
  }
  return working;
}

/** The months (yyyy-mm) a period touches, first to last. */
export function monthsOf(start: string, end: string): string[] {
  const months: string[] = [];
  let day = `${start.slice(0, 7)}-01`;
  while (day <= end) {
    months.push(day.slice(0, 7));
    day = addDays(`${day.slice(0, 7)}-28`, 4).slice(0, 7) + "-01";
  }
  return months;
}

/** Whether two periods share a day. */
export const overlaps = (a: { start: string; end: string }, b: { start: string; end: string }): boolean =>
  a.start <= b.end && b.start <= a.end;
