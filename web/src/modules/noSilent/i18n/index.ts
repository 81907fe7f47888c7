import { useTranslation } from "react-i18next";
import { registerTexts } from "../../../i18n";
import { noSilent } from "./en";

// The namespace `noSilent` registers when this module's code loads (English is in the chunk).
registerTexts("noSilent", noSilent, {
  ru: () => import("./ru").then((texts) => texts.noSilent),
  ua: () => import("./ua").then((texts) => texts.noSilent),
});

/** This module's texts (namespace `noSilent`, keys typed by `./en.ts`), then the shell's (`ui:` keys). */
export const useNoSilentTranslation = () => useTranslation(["noSilent", "ui"]);
