import { useTranslation } from "react-i18next";
import { htmlLang, isLanguage } from "../i18n/languages";

/** Dates in the interface language: "21 Nov 2026, 08:15", or "08:15" for today (wall, shop…). */
export function useDateTime() {
  const { i18n } = useTranslation();
  const locale = htmlLang(isLanguage(i18n.language) ? i18n.language : "en");
  const full = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" });
  const time = new Intl.DateTimeFormat(locale, { timeStyle: "short" });
  return (iso: string) => {
    const date = new Date(iso);
    return date.toDateString() === new Date().toDateString() ? time.format(date) : full.format(date);
  };
}
