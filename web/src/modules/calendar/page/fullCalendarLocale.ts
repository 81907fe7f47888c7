import type { CalendarOptions } from "@fullcalendar/core";
import ruLocale from "@fullcalendar/core/locales/ru";
import ukLocale from "@fullcalendar/core/locales/uk";
import type { Language } from "../../../i18n/languages";

const hours24 = { hour: "2-digit", minute: "2-digit", hour12: false } as const;

/**
 * FullCalendar in the interface language: its own texts and formats (our `ua` is its `uk`), the
 * week from Monday with 24-hour times in Russian and Ukrainian, from Sunday in English.
 */
export function fullCalendarLocale(language: Language): Partial<CalendarOptions> {
  if (language === "en") return { locale: "en", firstDay: 0 };
  return {
    locale: language === "ru" ? ruLocale : ukLocale,
    firstDay: 1,
    eventTimeFormat: hours24,
    slotLabelFormat: hours24,
  };
}
