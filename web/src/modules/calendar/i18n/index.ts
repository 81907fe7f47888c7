import { useTranslation } from "react-i18next";
import { registerTexts } from "../../../i18n";
import { calendar } from "./en";

// The namespace `calendar` registers when a chunk of this module loads (English is in the chunk).
registerTexts("calendar", calendar, {
  ru: () => import("./ru").then((texts) => texts.calendar),
  ua: () => import("./ua").then((texts) => texts.calendar),
});

/** This module's texts (namespace `calendar`, keys typed by `./en.ts`), then the shell's (`ui:` keys). */
export const useCalendarTranslation = () => useTranslation(["calendar", "ui"]);
