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
      /** "November 2026"; a heading, so capitalized where the language writes months small ("Декабрь 2026 г."). */
      month: (day: string) => {
        const name = month.format(at(day));
        return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
      },
    };
  }, [locale]);
}
