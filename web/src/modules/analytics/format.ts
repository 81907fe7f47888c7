import { useMemo } from "react";
import { useLocale } from "../../shared/useDateTime";
import { isoWeekStart } from "./filters/days";

const at = (day: string) => new Date(`${day}T00:00:00Z`);

/**
 * Numbers and days in the interface language (Intl): ru and ua write decimal commas and their own
 * month names. Percentages are given as numbers of percent (12.5 is "12.5%") and keep one decimal.
 */
export function useFormat() {
  const locale = useLocale();
  return useMemo(() => {
    const count = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
    const decimal = new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
    const percent = new Intl.NumberFormat(locale, {
      style: "percent",
      minimumFractionDigits: 1,
      maximumFractionDigits: 1,
    });
    const signedCount = new Intl.NumberFormat(locale, { maximumFractionDigits: 1, signDisplay: "exceptZero" });
    const signedDecimal = new Intl.NumberFormat(locale, {
      minimumFractionDigits: 1,
      maximumFractionDigits: 1,
      signDisplay: "exceptZero",
    });
    const signedPercent = new Intl.NumberFormat(locale, {
      style: "percent",
      minimumFractionDigits: 1,
      maximumFractionDigits: 1,
      signDisplay: "exceptZero",
    });
    const utc = (options: Intl.DateTimeFormatOptions) =>
      new Intl.DateTimeFormat(locale, { ...options, timeZone: "UTC" });
    const month = utc({ month: "long", year: "numeric" });
    const monthShort = utc({ month: "short", year: "numeric" });
    const day = utc({ day: "numeric", month: "long", year: "numeric" });
    const dayShort = utc({ day: "numeric", month: "short" });
    const range = utc({ day: "numeric", month: "short", year: "numeric" });
    return {
      /** 1,234 (en), 1 234 (ru) */
      count: (value: number) => count.format(value),
      /** One decimal: 3.5 (en), 3,5 (ru) */
      decimal: (value: number) => decimal.format(value),
      /** A number of percent with one decimal: 12.5% (en), 12,5 % (ru) */
      percent: (value: number) => percent.format(value / 100),
      /** A change: +3, -2, 0 */
      signedCount: (value: number) => signedCount.format(value),
      /** A change with one decimal: +1.5 */
      signedDecimal: (value: number) => signedDecimal.format(value),
      /** A change as a share of the previous value (0.05 is +5.0%) */
      signedShare: (share: number) => signedPercent.format(share),
      /** "November 2026" for YYYY-MM (ru: "ноябрь 2026 г.") */
      month: (yearMonth: string) => month.format(at(`${yearMonth}-01`)),
      /**
       * "Nov 2026" for YYYY-MM: the charts' axes ("Nov 26" would read as a day, as the daily
       * charts write them). Only the month and the year: ru and ua add "г." / "р." after it.
       */
      monthShort: (yearMonth: string) =>
        monthShort
          .formatToParts(at(`${yearMonth}-01`))
          .filter((part) => part.type === "month" || part.type === "year")
          .map((part) => part.value)
          .join(" "),
      /** "November 20, 2026" (ru: "20 ноября 2026 г.") */
      day: (iso: string) => day.format(at(iso)),
      /** "Nov 20" (ru: "20 нояб."): the charts' axes */
      dayShort: (iso: string) => dayShort.format(at(iso)),
      /** The Monday an ISO week (YYYY-Www or YYYYWww) starts on: "Nov 16" (an unknown form as it is) */
      weekStart: (week: string) => {
        const monday = isoWeekStart(week);
        return monday ? dayShort.format(at(monday)) : week;
      },
      /** "1 Dec 2025 – 20 Nov 2026" */
      range: (from: string, to: string) => range.formatRange(at(from), at(to)),
    };
  }, [locale]);
}

export type Format = ReturnType<typeof useFormat>;
