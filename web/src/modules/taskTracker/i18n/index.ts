import { useTranslation } from "react-i18next";
import { registerTexts } from "../../../i18n";
import { taskTracker } from "./en";

// The namespace `taskTracker` registers when this module's chunk loads (English is in the chunk).
registerTexts("taskTracker", taskTracker, {
  ru: () => import("./ru").then((texts) => texts.taskTracker),
  ua: () => import("./ua").then((texts) => texts.taskTracker),
});

/** This module's texts (namespace `taskTracker`, keys typed by `./en.ts`), then the shell's (`ui:` keys). */
export const useTrackerTranslation = () => useTranslation(["taskTracker", "ui"]);
