import { useTranslation } from "react-i18next";
import { registerTexts } from "../../../i18n";
import { articles } from "./en";

// The namespace `articles` registers when this module's chunk loads (English is in the chunk).
registerTexts("articles", articles, {
  ru: () => import("./ru").then((texts) => texts.articles),
  ua: () => import("./ua").then((texts) => texts.articles),
});

/** This module's texts (namespace `articles`, keys typed by `./en.ts`), then the shell's (`ui:` keys). */
export const useArticlesTranslation = () => useTranslation(["articles", "ui"]);
