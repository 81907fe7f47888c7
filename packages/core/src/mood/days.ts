import { moodLimits } from "@intranet/contracts/mood";
import { AppError } from "../platform";

const DAY_MS = 86_400_000;

/** Milliseconds of a real YYYY-MM-DD date at UTC midnight, or undefined ("2024-02-30" is not one). */
function parseDay(day: string): number | undefined {
  const ms = Date.parse(`${day}T00:00:00Z`);
  return Number.isNaN(ms) || new Date(ms).toISOString().slice(0, 10) !== day ? undefined : ms;
}

export const utcToday = (now = new Date()): string => now.toISOString().slice(0, 10);

/**
 * The day a rating or a check is for: the caller's local date when given (time zones put it a day
 * either side of the server's), else the server's UTC date. Farther away → `mood.bad_day`.
 */
export function moodDay(day?: string, now = new Date()): string {
  const today = utcToday(now);
  if (day === undefined) return today;
  const ms = parseDay(day);
  if (ms === undefined || Math.abs(ms - parseDay(today)!) > moodLimits.daySkewMax * DAY_MS) {
    throw new AppError("mood.bad_day");
  }
  return day;
}

/** The period's days, from and to included: exactly 7 or 14 of them, else `mood.bad_period`. */
export function periodDays(from: string, to: string): string[] {
  const start = parseDay(from);
  const end = parseDay(to);
  const length = start === undefined || end === undefined ? 0 : (end - start) / DAY_MS + 1;
  if (!(moodLimits.periodDays as readonly number[]).includes(length)) throw new AppError("mood.bad_period");
  return Array.from({ length }, (_, index) => new Date(start! + index * DAY_MS).toISOString().slice(0, 10));
}
