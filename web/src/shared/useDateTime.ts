import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { htmlLang, isLanguage } from "../i18n/languages";

/** The interface language's BCP-47 tag ("en-GB", "ru-RU"…), for Intl formatters. */
export function useLocale() {
  const { i18n } = useTranslation();
  return htmlLang(isLanguage(i18n.language) ? i18n.language : "en");
}

/** Dates in the interface language: "21 Nov 2026, 08:15", or "08:15" for today (wall, shop…). */
export function useDateTime() {
  const locale = useLocale();
  const full = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" });
  const time = new Intl.DateTimeFormat(locale, { timeStyle: "short" });
  return (iso: string) => {
    const date = new Date(iso);
    return date.toDateString() === new Date().toDateString() ? time.format(date) : full.format(date);
  };
}

/**
 * Days in the interface language. Calendar days ("YYYY-MM-DD") are formatted in UTC, so no time zone
 * moves them; a moment's day (`momentDay`) is the day in the reader's zone.
 */
export function useDays() {
  const locale = useLocale();
  // Memoized per language, so re-renders do not rebuild the Intl formatters.
  return useMemo(() => {
    const utc = (options: Intl.DateTimeFormatOptions) =>
      new Intl.DateTimeFormat(locale, { ...options, timeZone: "UTC" });
    const date = utc({ day: "numeric", month: "long", year: "numeric" });
    const dayMonth = utc({ day: "numeric", month: "long" });
    const weekdayDayMonth = utc({ weekday: "long", day: "numeric", month: "long" });
    const weekdayDay = utc({ weekday: "short", day: "numeric" });
    const weekdayShortDate = utc({ weekday: "short", day: "numeric", month: "short" });
    const period = utc({ day: "numeric", month: "short", year: "numeric" });
    const moment = new Intl.DateTimeFormat(locale, { dateStyle: "medium" });
    const at = (day: string) => new Date(`${day}T00:00:00Z`);
    return {
      /** "21 November 2026" */
      date: (day: string) => date.format(at(day)),
      /** "21 November" */
      dayMonth: (day: string) => dayMonth.format(at(day)),
      /** "Saturday 21 November" */
      weekdayDayMonth: (day: string) => weekdayDayMonth.format(at(day)),
      /** "Mon 16" */
      weekdayDay: (day: string) => weekdayDay.format(at(day)),
      /** "Sat, Nov 28" (en), "сб, 28 нояб." (ru) */
      weekdayShortDate: (day: string) => weekdayShortDate.format(at(day)),
      /** "16 – 22 Nov 2026" */
      range: (from: string, to: string) => period.formatRange(at(from), at(to)),
      /** "21 Nov 2026" for an ISO moment (when someone joined, asked or was invited). */
      momentDay: (iso: string) => moment.format(new Date(iso)),
    };
  }, [locale]);
}
