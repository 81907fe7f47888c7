import { addDays } from "../platform";

/** Days since 1970-01-01 of an ISO date (UTC): sums of these give exact average ages and tenures. */
export const epochDay = (day: string) => Math.round(Date.parse(`${day}T00:00:00Z`) / 86_400_000);
export const dayOfEpoch = (value: number) => new Date(value * 86_400_000).toISOString().slice(0, 10);

/** YYYY-MM of a day. */
export const monthOf = (day: string) => day.slice(0, 7);
/** A counter-name part of a month: YYYYMM (counter names are letters, digits and `_`). */
export const monthKey = (day: string) => day.slice(0, 4) + day.slice(5, 7);

/** Every day from `from` to `to`, both included. */
export function daysFrom(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}

/** Every month (YYYY-MM) from `from`'s to `to`'s, both included. */
export function monthsFrom(from: string, to: string): string[] {
  const months: string[] = [];
  for (let month = monthOf(from); month <= monthOf(to);) {
    months.push(month);
    const [year, number] = month.split("-").map(Number) as [number, number];
    month = number === 12 ? `${year + 1}-01` : `${year}-${String(number + 1).padStart(2, "0")}`;
  }
  return months;
}

/** The ISO week of a day, as a counter-name part: YYYYWww (the week's Thursday decides the year). */
export function isoWeek(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  const weekday = (date.getUTCDay() + 6) % 7;
  date.setUTCDate(date.getUTCDate() - weekday + 3);
  const year = date.getUTCFullYear();
  const week = 1 + Math.floor((date.getTime() - Date.UTC(year, 0, 1)) / 604_800_000);
  return `${year}W${String(week).padStart(2, "0")}`;
}

/** The Monday of a day's ISO week. */
export function mondayOf(day: string): string {
  const weekday = (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;
  return addDays(day, -weekday);
}

/** Completed years between two days (birthdays and anniversaries counted on their day). */
export function yearsBetween(from: string, to: string): number {
  const years = Number(to.slice(0, 4)) - Number(from.slice(0, 4));
  return to.slice(5) < from.slice(5) ? years - 1 : years;
}
