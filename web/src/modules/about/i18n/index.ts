import { useTranslation } from "react-i18next";
import { registerTexts } from "../../../i18n";
import { about } from "./en";

// The namespace `about` registers when this module's chunk loads (English is in the chunk).
registerTexts("about", about, {
  ru: () => import("./ru").then((texts) => texts.about),
  ua: () => import("./ua").then((texts) => texts.about),
});

/** This module's texts (namespace `about`, keys typed by `./en.ts`), then the shell's (`ui:` keys). */
export const useAboutTranslation = () => useTranslation(["about", "ui"]);
