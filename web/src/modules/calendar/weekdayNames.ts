import { weekdays, type Weekday } from "@intranet/contracts/calendar";
import { useMemo } from "react";
import { useLocale } from "../../shared/useDateTime";

/** 2024-01-01 was a Monday: the ISO weekdays' days in UTC. */
const monday = Date.UTC(2024, 0, 1);

/**
 * Weekday names in the reader's language ("Mon", "пн"), and the order a week is shown in: from
 * Sunday in English, from Monday in Russian and Ukrainian (the calendar's first day).
 */
export function useWeekdayNames(): { order: readonly Weekday[]; short: (day: Weekday) => string } {
  const locale = useLocale();
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(locale, { weekday: "short", timeZone: "UTC" });
    const names = new Map(weekdays.map((day, index) => [day, format.format(monday + index * 86_400_000)]));
    const order = locale === "en" ? (["SU", ...weekdays.slice(0, 6)] as Weekday[]) : weekdays;
    return { order, short: (day: Weekday) => names.get(day) ?? day };
  }, [locale]);
}
