import { useMemo } from "react";
import { useLocale } from "../../../shared/useDateTime";

/** The chart's column labels in the reader's language: the weekday's letter, a month's name. */
export function useDayLabels() {
  const locale = useLocale();
  return useMemo(() => {
    const utc = (options: Intl.DateTimeFormatOptions) =>
      new Intl.DateTimeFormat(locale, { ...options, timeZone: "UTC" });
    const narrow = utc({ weekday: "narrow" });
    const month = utc({ month: "long", year: "numeric" });
    const at = (day: string) => new Date(`${day}T00:00:00Z`);
    return {
      /** "M", "T"… */
      weekday: (day: string) => narrow.format(at(day)),
      /** "November 2026" */
      month: (day: string) => month.format(at(day)),
    };
  }, [locale]);
}
