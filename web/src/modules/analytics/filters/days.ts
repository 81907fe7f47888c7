/*
 * Calendar days as ISO strings ("2026-11-20"), counted in UTC: the reports' days are UTC days, so
 * "today" is the UTC day the server also calls today (a period ending later is refused).
 */

const dayMs = 86_400_000;
const toTime = (day: string) => Date.parse(`${day}T00:00:00Z`);
const fromTime = (time: number) => new Date(time).toISOString().slice(0, 10);
const dayPattern = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day written YYYY-MM-DD. */
export const isDay = (value: string | null | undefined): value is string =>
  !!value && dayPattern.test(value) && fromTime(toTime(value)) === value;

/** Today, the UTC day. */
export const utcToday = () => new Date().toISOString().slice(0, 10);

export const addDays = (day: string, days: number) => fromTime(toTime(day) + days * dayMs);

/** Days from `from` to `to`, both included (0 when `to` is before `from`). */
export const spanDays = (from: string, to: string) => Math.max(0, Math.round((toTime(to) - toTime(from)) / dayMs) + 1);

/** The first day of the month `months` after the month of `day` (negative: before). */
export function monthStart(day: string, months = 0): string {
  const date = new Date(toTime(day));
  return fromTime(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1));
}

/** The same day `years` later (negative: earlier); 29 February becomes the 28th in a common year. */
export function shiftYears(day: string, years: number): string {
  const year = Number(day.slice(0, 4)) + years;
  const month = Number(day.slice(5, 7)) - 1;
  const last = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return fromTime(Date.UTC(year, month, Math.min(Number(day.slice(8, 10)), last)));
}

/**
 * The Monday that starts an ISO week, written YYYY-Www as the contract has it or YYYYWww as the
 * reports' counters key it (the visitors report answers that); null for anything else.
 */
export function isoWeekStart(week: string): string | null {
  const match = /^(\d{4})-?W(\d{2})$/.exec(week);
  if (!match) return null;
  const year = Number(match[1]);
  const number = Number(match[2]);
  // 4 January is always in week 1; its week starts on the Monday on or before it.
  const january4 = Date.UTC(year, 0, 4);
  const weekday = (new Date(january4).getUTCDay() + 6) % 7;
  return fromTime(january4 - weekday * dayMs + (number - 1) * 7 * dayMs);
}
