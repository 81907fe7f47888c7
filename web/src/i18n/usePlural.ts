import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { htmlLang, isLanguage } from "./languages";

export type PluralForm = "one" | "few" | "many" | "other";

/**
 * The plural form of a count in the interface language, for keys written `key_one`, `_few`, `_many`,
 * `_other` (`t(\`key_${plural(n)}\`, { count: n })`). i18next asks Intl for the product's code, and
 * "ua" is no locale (it would count in English): the form is picked here, by `uk`.
 */
export function usePlural(): (count: number) => PluralForm {
  const { i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : "en";
  return useCallback(
    (count: number) => {
      const form = new Intl.PluralRules(htmlLang(language)).select(count);
      return form === "one" || form === "few" || form === "many" ? form : "other";
    },
    [language],
  );
}
