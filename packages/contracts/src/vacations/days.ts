import type { DayCount } from "./schemas";

const dayMs = 86_400_000;
const timeOf = (day: string) => Date.parse(`${day}T00:00:00Z`);

/** Calendar days from `start` to `end` (ISO dates), both included; 0 when `end` is before `start`. */
export const lengthOf = (start: string, end: string): number =>
  Math.max(0, Math.round((timeOf(end) - timeOf(start)) / dayMs) + 1);

/**
 * The days a vacation takes from a balance (the company's `dayCount`): every calendar day, or Monday
 * to Friday only (no holiday calendar yet). The API counts with it and the SPA shows it as the
 * dates are picked. Counted by whole weeks, so a range typed a century wide costs nothing.
 */
export function vacationDays(start: string, end: string, count: DayCount): number {
  const length = lengthOf(start, end);
  if (count === "calendar") return length;
  const first = new Date(timeOf(start)).getUTCDay(); // 0 Sunday … 6 Saturday
  let working = Math.floor(length / 7) * 5;
  for (let offset = 0; offset < length % 7; offset++) {
    const day = (first + offset) % 7;
    if (day !== 0 && day !== 6) working++;
  }
  return working;
}
