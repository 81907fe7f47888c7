import { useTranslation } from "react-i18next";
import { registerTexts } from "../../../i18n";
import { services } from "./en";

// The namespace `services` registers when this module's code loads (English is in the chunk).
registerTexts("services", services, {
  ru: () => import("./ru").then((texts) => texts.services),
  ua: () => import("./ua").then((texts) => texts.services),
});

/** This module's texts (namespace `services`, keys typed by `./en.ts`), then the shell's (`ui:` keys). */
export const useServicesTranslation = () => useTranslation(["services", "ui"]);
