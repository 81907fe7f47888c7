import type { MonthDayRange } from "../users";

/**
 * Calendar arithmetic for the birthdays widget, on plain dates (no time of day): a date is its
 * number of days since 1970-01-01, so "in N days" never trips over daylight saving.
 */
export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

const DAY_MS = 86_400_000;

export const isLeapYear = (year: number): boolean => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

export const dayNumber = (date: CalendarDate): number => Date.UTC(date.year, date.month - 1, date.day) / DAY_MS;

export function fromDayNumber(days: number): CalendarDate {
  const date = new Date(days * DAY_MS);
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

const pad = (value: number, width = 2) => String(value).padStart(width, "0");

export const isoDate = (date: CalendarDate): string => `${pad(date.year, 4)}-${pad(date.month)}-${pad(date.day)}`;

export const monthDayOf = (date: CalendarDate): string => `${pad(date.month)}${pad(date.day)}`;

/** The calendar day it is at `now` in `timeZone` (an IANA name; UTC when absent). */
export function calendarDateAt(now: Date, timeZone = "UTC"): CalendarDate {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    year: "numeric",
    month: "numeric",
    day: "numeric",
  }).formatToParts(now);
  const part = (type: string) => Number(parts.find((entry) => entry.type === type)?.value);
  return { year: part("year"), month: part("month"), day: part("day") };
}

/**
 * The day a birthday ("MMDD") is celebrated in a year. Someone born on 29 February celebrates on
 * 28 February in common years (the day that still belongs to February, as most calendars and HR
 * systems do), so the widget never skips them for three years.
 */
export function celebrationDate(monthDay: string, year: number): CalendarDate {
  const month = Number(monthDay.slice(0, 2));
  const day = Number(monthDay.slice(2));
  if (month === 2 && day === 29 && !isLeapYear(year)) return { year, month: 2, day: 28 };
  return { year, month, day };
}

/** The next celebration on or after `today`, and how many days away it is (0 = today). */
export function nextCelebration(monthDay: string, today: CalendarDate): { date: CalendarDate; inDays: number } {
  const start = dayNumber(today);
  let date = celebrationDate(monthDay, today.year);
  if (dayNumber(date) < start) date = celebrationDate(monthDay, today.year + 1);
  return { date, inDays: dayNumber(date) - start };
}

/**
 * The month-day ranges of the index to read for today … today + `days` (inclusive), a superset
 * the caller then trims by each person's exact next celebration:
 * - within one calendar year: one range;
 * - across 31 December: two ranges, the rest of this year and the start of the next;
 * - a year or more: the whole year, one range (everyone's next birthday is at most a year away).
 * When the window ends on 28 February of a common year, 29 February belongs to it (celebrated that day).
 */
export function monthDayRanges(today: CalendarDate, days: number): MonthDayRange[] {
  const end = fromDayNumber(dayNumber(today) + days);
  const from = monthDayOf(today);
  let to = monthDayOf(end);
  if (to === "0228" && !isLeapYear(end.year)) to = "0229";
  if (end.year === today.year) return [{ from, to }];
  if (end.year > today.year + 1 || to >= from) return [{ from: "0101", to: "1231" }];
  return [
    { from, to: "1231" },
    { from: "0101", to },
  ];
}
