import { useTranslation } from "react-i18next";
import { registerTexts } from "../../../i18n";
import { vacations } from "./en";

// The namespace `vacations` registers when this module's chunk loads (English is in the chunk).
registerTexts("vacations", vacations, {
  ru: () => import("./ru").then((texts) => texts.vacations),
  ua: () => import("./ua").then((texts) => texts.vacations),
});

/** This module's texts (namespace `vacations`, keys typed by `./en.ts`), then the shell's (`ui:` keys). */
export const useVacationsTranslation = () => useTranslation(["vacations", "ui"]);
