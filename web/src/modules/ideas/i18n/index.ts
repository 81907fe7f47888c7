import { useTranslation } from "react-i18next";
import { registerTexts } from "../../../i18n";
import { ideas } from "./en";

// The namespace `ideas` registers when this module's chunk loads (English is in the chunk).
registerTexts("ideas", ideas, {
  ru: () => import("./ru").then((texts) => texts.ideas),
  ua: () => import("./ua").then((texts) => texts.ideas),
});

/** This module's texts (namespace `ideas`, keys typed by `./en.ts`), then the shell's (`ui:` keys). */
export const useIdeasTranslation = () => useTranslation(["ideas", "ui"]);
