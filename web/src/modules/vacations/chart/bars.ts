import type { ChartVacation } from "@intranet/contracts/vacations";
import { spanDays } from "../days";

/** A vacation as drawn in a person's row: from which day column, over how many. */
export interface Bar {
  vacation: ChartVacation;
  offset: number;
  length: number;
}

/** Who is away: approved vacations and requests still waiting; a declined one is no absence. */
export const isAbsence = (vacation: ChartVacation) => vacation.status !== "declined";

/**
 * One person's bars within the period, in order, cut at its edges. A bar never covers another's
 * days (the server forbids overlaps; were two to arrive, the later starts after the earlier).
 */
export function barsOf(vacations: readonly ChartVacation[], from: string, to: string): Bar[] {
  const bars: Bar[] = [];
  let free = 0;
  for (const vacation of vacations.filter(isAbsence).sort((a, b) => a.start.localeCompare(b.start))) {
    const offset = Math.max(free, vacation.start < from ? 0 : spanDays(from, vacation.start) - 1);
    const last = vacation.end > to ? spanDays(from, to) - 1 : spanDays(from, vacation.end) - 1;
    if (vacation.end < from || vacation.start > to || last < offset) continue;
    bars.push({ vacation, offset, length: last - offset + 1 });
    free = last + 1;
  }
  return bars;
}

/** How many people are away on each day of the period (a person counts once a day). */
export function awayCounts(vacations: readonly ChartVacation[], days: readonly string[]): number[] {
  return days.map(
    (day) =>
      new Set(
        vacations
          .filter((vacation) => isAbsence(vacation) && vacation.start <= day && day <= vacation.end)
          .map((vacation) => vacation.userId),
      ).size,
  );
}
