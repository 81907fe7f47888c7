import { useTranslation } from "react-i18next";
import { registerTexts } from "../../../i18n";
import { analytics } from "./en";

// The namespace `analytics` registers when this module's chunk loads (English is in the chunk).
registerTexts("analytics", analytics, {
  ru: () => import("./ru").then((texts) => texts.analytics),
  ua: () => import("./ua").then((texts) => texts.analytics),
});

/** This module's texts (namespace `analytics`, keys typed by `./en.ts`), then the shell's (`ui:` keys). */
export const useAnalyticsTranslation = () => useTranslation(["analytics", "ui"]);
