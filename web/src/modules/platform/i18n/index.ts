import { useTranslation } from "react-i18next";
import { registerTexts } from "../../../i18n";
import { platform } from "./en";

// The namespace `platform` registers when this module's chunk loads (English is in the chunk).
registerTexts("platform", platform, {
  ru: () => import("./ru").then((texts) => texts.platform),
  ua: () => import("./ua").then((texts) => texts.platform),
});

/** This module's texts (namespace `platform`, keys typed by `./en.ts`), then the shell's (`ui:` keys). */
export const usePlatformTranslation = () => useTranslation(["platform", "ui"]);
