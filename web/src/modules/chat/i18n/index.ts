import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { registerTexts } from "../../../i18n";
import { htmlLang, isLanguage } from "../../../i18n/languages";
import { chat } from "./en";

// The namespace `chat` registers when this module's chunk loads (English is in the chunk).
registerTexts("chat", chat, {
  ru: () => import("./ru").then((texts) => texts.chat),
  ua: () => import("./ua").then((texts) => texts.chat),
});

/** This module's texts (namespace `chat`, keys typed by `./en.ts`), then the shell's (`ui:` keys). */
export const useChatTranslation = () => useTranslation(["chat", "ui"]);

export type PluralForm = "one" | "few" | "many" | "other";

/**
 * The plural form of a count in the interface language. i18next asks Intl for the product's code,
 * and "ua" is no locale (it would count in English): the chat picks the form itself, by `uk`.
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
