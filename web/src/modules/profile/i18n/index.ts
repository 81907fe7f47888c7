import { useTranslation } from "react-i18next";
import { registerTexts } from "../../../i18n";
import { profile } from "./en";

// The namespace `profile` registers when this module's chunk loads (English is in the chunk).
registerTexts("profile", profile, {
  ru: () => import("./ru").then((texts) => texts.profile),
  ua: () => import("./ua").then((texts) => texts.profile),
});

/** This module's texts (namespace `profile`, keys typed by `./en.ts`), then the shell's (`ui:` keys). */
export const useProfileTranslation = () => useTranslation(["profile", "ui"]);
