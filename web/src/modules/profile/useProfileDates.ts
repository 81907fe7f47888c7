import { useTranslation } from "react-i18next";
import { htmlLang, isLanguage } from "../../i18n/languages";

/** Calendar days ("YYYY-MM-DD") in the interface language: a full date, or a birthday's day and month. */
export function useProfileDates() {
  const { i18n } = useTranslation();
  const locale = htmlLang(isLanguage(i18n.language) ? i18n.language : "en");
  const full = new Intl.DateTimeFormat(locale, { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
  const dayMonth = new Intl.DateTimeFormat(locale, { day: "numeric", month: "long", timeZone: "UTC" });
  const at = (day: string) => new Date(`${day}T00:00:00Z`);
  return { date: (day: string) => full.format(at(day)), birthday: (day: string) => dayMonth.format(at(day)) };
}
