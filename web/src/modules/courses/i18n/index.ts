import { useTranslation } from "react-i18next";
import { registerTexts } from "../../../i18n";
import { courses } from "./en";

// The namespace `courses` registers when this module's chunk loads (English is in the chunk).
registerTexts("courses", courses, {
  ru: () => import("./ru").then((texts) => texts.courses),
  ua: () => import("./ua").then((texts) => texts.courses),
});

/** This module's texts (namespace `courses`, keys typed by `./en.ts`), then the shell's (`ui:` keys). */
export const useCoursesTranslation = () => useTranslation(["courses", "ui"]);
