import { useTranslation } from "react-i18next";
import { registerTexts } from "../../../i18n";
import { search } from "./en";

// The namespace `search` registers with the search box (the shell part), after sign-in: English is in
// that chunk, ru and ua are their own small chunks.
registerTexts("search", search, {
  ru: () => import("./ru").then((texts) => texts.search),
  ua: () => import("./ua").then((texts) => texts.search),
});

/** This module's texts (namespace `search`, keys typed by `./en.ts`), then the shell's (`ui:` keys). */
export const useSearchTranslation = () => useTranslation(["search", "ui"]);
