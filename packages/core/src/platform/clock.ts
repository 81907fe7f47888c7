/**
 * The clock port: what time it is for work that follows days (an onboarding step opening on its
 * day). The system clock in AWS; the local runtime installs one that tests (and the demo) can move
 * forward, so a 30-day track is walked in milliseconds and a browser flow can skip a week.
 */
export interface Clock {
  now(): Date;
}

const systemClock: Clock = { now: () => new Date() };
let current: Clock = systemClock;

export const clock = (): Clock => current;

/** Installs a clock (the local runtime's); none: the system's again. */
export function useClock(next?: Clock): void {
  current = next ?? systemClock;
}

/** An ISO date (yyyy-mm-dd, UTC) `days` after `day`. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (ISO dates). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

export const isoDay = (moment: Date) => moment.toISOString().slice(0, 10);
