import type { ReportQuery } from "@intranet/contracts/analytics";
import { isDay, utcToday } from "./days";
import {
  comparisonOf,
  compareModes,
  defaultPreset,
  periodOf,
  presets,
  reportQuery,
  type CompareMode,
  type Filters,
  type Preset,
  type Range,
} from "./period";
import type { Address } from "./useAddress";

const pick = <T extends string>(list: readonly T[], value: string | null, fallback: T): T =>
  list.find((item) => item === value) ?? fallback;

/** Address keys of the filters; the tab (`tab`) is the page's. */
type Key = "period" | "from" | "to" | "compare" | "compareFrom" | "dept";

export interface ReportFilters {
  filters: Filters;
  /** The period's days, null while a custom period is not complete or valid. */
  period: Range | null;
  /** The reports' query, null while the filters do not name a valid period and comparison. */
  query: ReportQuery | null;
  today: string;
  setPreset: (preset: Preset) => void;
  setRange: (from: string | null, to: string | null) => void;
  setCompare: (mode: CompareMode) => void;
  setCompareFrom: (day: string | null) => void;
  setDept: (dept: string) => void;
}

/**
 * The filters shared by every tab, kept in the address so that a link opens the same view: a
 * preset or custom period, what it is compared with, a department. Defaults (the last 12 months,
 * the previous period, the whole company) leave the address clean.
 */
export function useReportFilters({ params, write: writeAddress }: Address): ReportFilters {
  const today = utcToday();
  const filters: Filters = {
    preset: pick(presets, params.get("period"), defaultPreset),
    from: isDay(params.get("from")) ? params.get("from") : null,
    to: isDay(params.get("to")) ? params.get("to") : null,
    compare: pick(compareModes, params.get("compare"), "previous"),
    compareFrom: isDay(params.get("compareFrom")) ? params.get("compareFrom") : null,
    dept: params.get("dept") ?? "",
  };
  const period = periodOf(filters, today);

  /** Writes some filters, keeping the rest of the address (the tab, the other filters). */
  const write = (changes: Partial<Record<Key, string | null>>) => writeAddress(changes);

  return {
    filters,
    period,
    query: reportQuery(filters, today),
    today,
    setPreset: (preset) =>
      preset === "custom"
        ? // A custom period starts from the days shown, so only the day to change is changed.
          write({ period: "custom", from: period?.from ?? filters.from, to: period?.to ?? filters.to })
        : write({ period: preset === defaultPreset ? null : preset, from: null, to: null }),
    setRange: (from, to) => write({ period: "custom", from, to }),
    setCompare: (mode) =>
      write({
        compare: mode === "previous" ? null : mode,
        compareFrom:
          mode === "custom" ? (filters.compareFrom ?? (period ? comparisonOf(period, undefined).from : null)) : null,
      }),
    setCompareFrom: (day) => write({ compare: "custom", compareFrom: day }),
    setDept: (dept) => write({ dept: dept || null }),
  };
}
