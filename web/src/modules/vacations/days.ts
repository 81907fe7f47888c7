/*
 * Calendar days as ISO strings ("2026-11-20"), counted in UTC so that no time zone moves them;
 * "today" is the reader's own day.
 */

const dayMs = 86_400_000;
const pad = (value: number) => String(value).padStart(2, "0");

const toTime = (day: string) => Date.parse(`${day}T00:00:00Z`);
const fromTime = (time: number) => new Date(time).toISOString().slice(0, 10);

/** The reader's today. */
export function today(): string {
  const now = new Date();
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export const addDays = (day: string, days: number) => fromTime(toTime(day) + days * dayMs);

/** Days from `from` to `to`, both included (0 when `to` is before `from`). */
export const spanDays = (from: string, to: string) => Math.max(0, Math.round((toTime(to) - toTime(from)) / dayMs) + 1);

/** 0 Sunday … 6 Saturday. */
export const weekday = (day: string) => new Date(toTime(day)).getUTCDay();

export const isWeekend = (day: string) => weekday(day) === 0 || weekday(day) === 6;

/** Every day from `from` to `to`, both included. */
export function daysOf(from: string, to: string): string[] {
  return Array.from({ length: spanDays(from, to) }, (_, index) => addDays(from, index));
}

/** The first day of the month `months` after the month of `day` (negative: before). */
export function monthStart(day: string, months = 0): string {
  const date = new Date(toTime(day));
  return fromTime(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1));
}
