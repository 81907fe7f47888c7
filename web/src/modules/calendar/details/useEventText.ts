import type { EventView, Repeat } from "@intranet/contracts/calendar";
import { useMemo } from "react";
import { useDays, useLocale } from "../../../shared/useDateTime";
import { useWeekdayNames } from "../weekdayNames";
import { useCalendarTranslation } from "../i18n";

/** When an occurrence happens, in the reader's language and zone: "Saturday, 21 November 2026, 10:00 – 11:00". */
export function useWhenText(): (event: Pick<EventView, "start" | "end">) => string {
  const locale = useLocale();
  return useMemo(() => {
    const day = new Intl.DateTimeFormat(locale, { weekday: "long", day: "numeric", month: "long", year: "numeric" });
    const time = new Intl.DateTimeFormat(locale, { hour: "2-digit", minute: "2-digit" });
    return ({ start, end }) => `${day.format(new Date(start))}, ${time.formatRange(new Date(start), new Date(end))}`;
  }, [locale]);
}

/** A rule in words: "Every 2 weeks on Mon, Wed, until 31 December 2026" (`firstDay` names a monthly or yearly day). */
export function useRepeatSummary(): (repeat: Repeat, firstDay: string) => string {
  const { t } = useCalendarTranslation();
  const week = useWeekdayNames();
  const days = useDays();
  return (repeat, firstDay) => {
    const count = repeat.interval;
    const one = count === 1;
    const rule = (() => {
      switch (repeat.period) {
        case "day":
          return one ? t("summary.day") : t("summary.days", { count });
        case "week": {
          const list = week.order.filter((day) => repeat.weekdays.includes(day)).map(week.short);
          return t(one ? "summary.week" : "summary.weeks", { count, days: list.join(", ") });
        }
        case "month":
          return t(one ? "summary.month" : "summary.months", { count, day: Number(firstDay.slice(8, 10)) });
        default:
          return t(one ? "summary.year" : "summary.years", { count, date: days.dayMonth(firstDay) });
      }
    })();
    if (repeat.until) return t("summary.until", { rule, date: days.date(repeat.until) });
    return repeat.count ? t("summary.count", { rule, count: repeat.count }) : rule;
  };
}
