import { addDays } from "../platform";

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
