import type { moodLimits } from "@intranet/contracts/mood";

/** The statistics period (rules spec §9): one or two weeks, ending on `to`. */
export type PeriodDays = (typeof moodLimits.periodDays)[number];

export interface MoodPeriod {
  days: PeriodDays;
  /** ISO days, both inclusive: from = to − 6 or − 13. */
  from: string;
  to: string;
}

const dayMs = 86_400_000;

/** An ISO day moved by `delta` days (calendar arithmetic in UTC, so no time zone shifts it). */
export function addDays(day: string, delta: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + delta * dayMs).toISOString().slice(0, 10);
}

/** The caller's local date as an ISO day. */
export function today(date: Date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export function periodEnding(to: string, days: PeriodDays): MoodPeriod {
  return { days, from: addDays(to, -(days - 1)), to };
}

/** The period before (−1) or after (+1), never past `latest` (today). */
export function shiftPeriod(period: MoodPeriod, direction: -1 | 1, latest: string): MoodPeriod {
  const to = addDays(period.to, direction * period.days);
  return periodEnding(to > latest ? latest : to, period.days);
}

/** Every day of the period, in order. */
export function periodDays(period: MoodPeriod): string[] {
  return Array.from({ length: period.days }, (_, index) => addDays(period.from, index));
}
