import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { htmlLang, isLanguage, type Language } from "../../i18n/languages";
import type { HelpContent } from "./articles";

/** Each language's articles are a chunk of their own, loaded by the help page only (never the first screen). */
const loaders: Record<Language, () => Promise<HelpContent>> = {
  en: () => import("./content/en").then((module) => module.content),
  ru: () => import("./content/ru").then((module) => module.content),
  ua: () => import("./content/ua").then((module) => module.content),
};

/** The articles in the interface language (kept for the session), and the locale to fold its text with. */
export function useHelpContent() {
  const { i18n } = useTranslation();
  const language: Language = isLanguage(i18n.language) ? i18n.language : "en";
  const query = useQuery({
    queryKey: ["help", "content", language],
    queryFn: loaders[language],
    staleTime: Infinity,
    gcTime: Infinity,
  });
  return { query, language, locale: htmlLang(language) };
}
