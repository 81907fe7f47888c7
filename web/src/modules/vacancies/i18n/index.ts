import { useTranslation } from "react-i18next";
import { registerTexts } from "../../../i18n";
import { vacancies } from "./en";

// The namespace `vacancies` registers when this module's chunk loads (English is in the chunk).
registerTexts("vacancies", vacancies, {
  ru: () => import("./ru").then((texts) => texts.vacancies),
  ua: () => import("./ua").then((texts) => texts.vacancies),
});

/** This module's texts (namespace `vacancies`, keys typed by `./en.ts`), then the shell's (`ui:` keys). */
export const useVacanciesTranslation = () => useTranslation(["vacancies", "ui"]);
