import { useTranslation } from "react-i18next";
import { htmlLang, isLanguage } from "../../../i18n/languages";

/** ISO days in the interface language: "Mon 16" on a chart, "16 – 22 Nov 2026" for a period. */
export function useDayFormat() {
  const { i18n } = useTranslation();
  const locale = htmlLang(isLanguage(i18n.language) ? i18n.language : "en");
  // The days are calendar dates: formatted in UTC, so no time zone moves them.
  const short = new Intl.DateTimeFormat(locale, { weekday: "short", day: "numeric", timeZone: "UTC" });
  const long = new Intl.DateTimeFormat(locale, { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });
  const date = (day: string) => new Date(`${day}T00:00:00Z`);
  return {
    short: (day: string) => short.format(date(day)),
    range: (from: string, to: string) => long.formatRange(date(from), date(to)),
  };
}
