import { htmlLang, isLanguage } from "../../i18n/languages";
import { useWallTranslation } from "./i18n";

/** Dates of the wall in the interface language: "21 Nov 2026, 08:15", or "08:15" for today. */
export function useDateTime() {
  const { i18n } = useWallTranslation();
  const locale = htmlLang(isLanguage(i18n.language) ? i18n.language : "en");
  const full = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" });
  const time = new Intl.DateTimeFormat(locale, { timeStyle: "short" });
  return (iso: string) => {
    const date = new Date(iso);
    return date.toDateString() === new Date().toDateString() ? time.format(date) : full.format(date);
  };
}
