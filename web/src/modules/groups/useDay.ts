import { useTranslation } from "react-i18next";
import { htmlLang, isLanguage } from "../../i18n/languages";

/** A day in the interface language ("21 Nov 2026"): when someone joined, asked or was invited. */
export function useDay() {
  const { i18n } = useTranslation();
  const locale = htmlLang(isLanguage(i18n.language) ? i18n.language : "en");
  const format = new Intl.DateTimeFormat(locale, { dateStyle: "medium" });
  return (iso: string) => format.format(new Date(iso));
}
