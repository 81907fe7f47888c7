/**
 * Days and wall-clock times for the calendar. Events keep their day and times in the organizer's
 * zone (contracts/calendar); the screen shows instants in the viewer's zone. Days are "YYYY-MM-DD",
 * times "HH:mm".
 */

/** The viewer's IANA zone: what ranges are asked in and new events are created in. */
export const browserZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;

const parts = (timeZone: string) =>
  new Intl.DateTimeFormat("en-CA", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  });

/** The day and time an instant shows on a clock in `timeZone`. */
export function zonedParts(instant: Date, timeZone: string): { date: string; time: string } {
  const found = parts(timeZone).formatToParts(instant);
  const get = (type: Intl.DateTimeFormatPartTypes) => found.find((part) => part.type === type)?.value ?? "";
  return { date: `${get("year")}-${get("month")}-${get("day")}`, time: `${get("hour")}:${get("minute")}` };
}

const pad = (value: number) => String(value).padStart(2, "0");

/** A local Date's day (FullCalendar hands out local dates). */
export const localDay = (date: Date): string =>
  `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/** A local Date's time. */
export const localTime = (date: Date): string => `${pad(date.getHours())}:${pad(date.getMinutes())}`;

export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export const daysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
