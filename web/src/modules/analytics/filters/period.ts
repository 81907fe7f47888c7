import { analyticsLimits, type ReportQuery } from "@intranet/contracts/analytics";
import { addDays, isDay, monthStart, shiftYears, spanDays } from "./days";

/** The period presets of the filter bar; `custom` takes its two days from the address. */
export const presets = ["30d", "90d", "year", "12m", "custom"] as const;
export type Preset = (typeof presets)[number];

/** What the period is compared with: the days just before it, the same days a year before, or a chosen start. */
export const compareModes = ["previous", "year", "custom"] as const;
export type CompareMode = (typeof compareModes)[number];

/** The filters as the address keeps them (`?period=…&from=…&to=…&compare=…&compareFrom=…&dept=…`). */
export interface Filters {
  preset: Preset;
  from: string | null;
  to: string | null;
  compare: CompareMode;
  compareFrom: string | null;
  dept: string;
}

export interface Range {
  from: string;
  to: string;
}

export const defaultPreset: Preset = "12m";

/** A preset's days, ending today (`12m`: the 12 calendar months up to this one, so the months are whole but the last). */
export function presetRange(preset: Exclude<Preset, "custom">, today: string): Range {
  switch (preset) {
    case "30d":
      return { from: addDays(today, -29), to: today };
    case "90d":
      return { from: addDays(today, -89), to: today };
    case "year":
      return { from: `${today.slice(0, 4)}-01-01`, to: today };
    case "12m":
      return { from: monthStart(today, -11), to: today };
  }
}

/**
 * The period the filters name, or null when it cannot be asked for: a custom day missing, its end
 * before its start or after today, longer than the reports allow or reaching too far back.
 */
export function periodOf(filters: Filters, today: string): Range | null {
  if (filters.preset !== "custom") return presetRange(filters.preset, today);
  const { from, to } = filters;
  if (!isDay(from) || !isDay(to) || to < from || to > today) return null;
  if (spanDays(from, to) > analyticsLimits.periodMaxDays) return null;
  if (spanDays(from, today) > analyticsLimits.historyMaxDays) return null;
  return { from, to };
}

/** The first day of the comparison period: absent for the days just before (the API's default). */
export function compareStart(filters: Filters, period: Range): string | null | undefined {
  if (filters.compare === "year") return shiftYears(period.from, -1);
  if (filters.compare === "custom") return isDay(filters.compareFrom) ? filters.compareFrom : null;
  return undefined;
}

/** The comparison period: as long as the period, from its start (default: the days just before). */
export function comparisonOf(period: Range, start: string | undefined): Range {
  const days = spanDays(period.from, period.to);
  const from = start ?? addDays(period.from, -days);
  return { from, to: addDays(from, days - 1) };
}

/**
 * The reports' query for the filters, or null when the period (or a custom comparison start) is
 * not valid yet. A comparison must start within the history the reports keep and end before today.
 */
export function reportQuery(filters: Filters, today: string): ReportQuery | null {
  const period = periodOf(filters, today);
  if (!period) return null;
  const start = compareStart(filters, period);
  if (start === null) return null;
  if (start !== undefined) {
    const { to } = comparisonOf(period, start);
    if (to > today || spanDays(start, today) > analyticsLimits.historyMaxDays) return null;
  }
  return {
    dateFrom: period.from,
    dateTo: period.to,
    ...(start ? { compareFrom: start } : {}),
    ...(filters.dept ? { dept: filters.dept } : {}),
  };
}
