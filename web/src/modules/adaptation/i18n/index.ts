import { useTranslation } from "react-i18next";
import { registerTexts } from "../../../i18n";
import { adaptation } from "./en";

// The namespace `adaptation` registers when this module's chunk loads (English is in the chunk).
registerTexts("adaptation", adaptation, {
  ru: () => import("./ru").then((texts) => texts.adaptation),
  ua: () => import("./ua").then((texts) => texts.adaptation),
});

/** This module's texts (namespace `adaptation`, keys typed by `./en.ts`), then the shell's (`ui:` keys). */
export const useAdaptTranslation = () => useTranslation(["adaptation", "ui"]);
