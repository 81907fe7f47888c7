import { useMemo } from "react";
import { useLocale } from "../../shared/useDateTime";
import { useChatTranslation } from "./i18n";

const DAY_MS = 24 * 60 * 60 * 1000;

/** The local calendar day of a moment ("2026-11-21"): messages group by it. */
export function localDay(iso: string): string {
  const date = new Date(iso);
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Whole local days from `iso`'s day to today's (0: today). */
function daysAgo(iso: string, now: Date): number {
  const start = (date: Date) => new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();
  return Math.round((start(now) - start(new Date(iso))) / DAY_MS);
}

/**
 * The chat's dates in the interface language: a message's time ("14:05"), a list row's moment
 * (today: the time; this week: the weekday; older: the date) and a day separator ("Today",
 * "Yesterday", "21 November 2026").
 */
export function useChatDates() {
  const locale = useLocale();
  const { t } = useChatTranslation();
  return useMemo(() => {
    const time = new Intl.DateTimeFormat(locale, { timeStyle: "short" });
    const weekday = new Intl.DateTimeFormat(locale, { weekday: "short" });
    const shortDate = new Intl.DateTimeFormat(locale, { dateStyle: "short" });
    const longDate = new Intl.DateTimeFormat(locale, { day: "numeric", month: "long", year: "numeric" });
    const full = new Intl.DateTimeFormat(locale, { dateStyle: "full", timeStyle: "short" });
    return {
      time: (iso: string) => time.format(new Date(iso)),
      /** The whole moment, for a tooltip. */
      full: (iso: string) => full.format(new Date(iso)),
      listTime: (iso: string, now = new Date()) => {
        const days = daysAgo(iso, now);
        if (days <= 0) return time.format(new Date(iso));
        if (days < 7) return weekday.format(new Date(iso));
        return shortDate.format(new Date(iso));
      },
      dayLabel: (iso: string, now = new Date()) => {
        const days = daysAgo(iso, now);
        if (days <= 0) return t("messages.today");
        if (days === 1) return t("messages.yesterday");
        return longDate.format(new Date(iso));
      },
    };
  }, [locale, t]);
}
