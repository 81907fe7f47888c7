import type { DayCount } from "@intranet/contracts/vacations";
import { spanDays, weekday } from "./days";

/**
 * The days a vacation takes from the balance, as the server counts them (the company's `dayCount`):
 * every calendar day, or Monday to Friday only. Counted by whole weeks, so a range typed a century
 * wide costs nothing.
 */
export function vacationDays(start: string, end: string, count: DayCount): number {
  const length = spanDays(start, end);
  if (count === "calendar") return length;
  const first = weekday(start);
  let working = Math.floor(length / 7) * 5;
  for (let offset = 0; offset < length % 7; offset++) {
    const day = (first + offset) % 7;
    if (day !== 0 && day !== 6) working++;
  }
  return working;
}
