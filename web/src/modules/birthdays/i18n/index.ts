import { useTranslation } from "react-i18next";
import { registerTexts } from "../../../i18n";
import { birthdays } from "./en";

// The namespace `birthdays` registers when this module's chunk loads (English is in the chunk).
registerTexts("birthdays", birthdays, {
  ru: () => import("./ru").then((texts) => texts.birthdays),
  ua: () => import("./ua").then((texts) => texts.birthdays),
});

/** This module's texts (namespace `birthdays`, keys typed by `./en.ts`), then the shell's (`ui:` keys). */
export const useBirthdaysTranslation = () => useTranslation(["birthdays", "ui"]);
