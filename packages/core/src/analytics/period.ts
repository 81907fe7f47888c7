import { analyticsLimits, type AnalyticsPeriod, type ReportQuery } from "@intranet/contracts/analytics";
import { addDays, AppError, clock, daysBetween, isoDay } from "../platform";

/** A report's period and its comparison period (same length), checked; `today` in UTC. */
export interface Periods {
  period: AnalyticsPeriod;
  compare: AnalyticsPeriod;
  today: string;
}

const real = (day: string) => isoDay(new Date(Date.parse(`${day}T00:00:00Z`) || 0)) === day;

/**
 * The period (default: the last year, today included) and the comparison period (default: the
 * days just before). Refused (`analytics.period_invalid`): an unreal date, an end before the
 * start, more than three years, or reaching back more than ten.
 */
export function periodsOf(query: ReportQuery, today = isoDay(clock().now())): Periods {
  const to = query.dateTo ?? today;
  const from = query.dateFrom ?? addDays(to, 1 - analyticsLimits.periodDefaultDays);
  const compareFrom = query.compareFrom;
  const invalid = () => new AppError("analytics.period_invalid", { max: analyticsLimits.periodMaxDays });
  if (![from, to, compareFrom ?? from].every(real) || from > to) throw invalid();
  const days = daysBetween(from, to) + 1;
  if (days > analyticsLimits.periodMaxDays) throw invalid();
  const start = compareFrom ?? addDays(from, -days);
  if (
    daysBetween(start, today) > analyticsLimits.historyMaxDays ||
    daysBetween(from, today) > analyticsLimits.historyMaxDays
  )
    throw invalid();
  return {
    period: { from, to, days },
    compare: { from: start, to: addDays(start, days - 1), days },
    today,
  };
}
