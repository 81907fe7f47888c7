import { useTranslation } from "react-i18next";
import { registerTexts } from "../../i18n";
import { shared } from "./en";

// The namespace `shared` registers when this module's chunk loads (English is in the chunk).
registerTexts("shared", shared, {
  ru: () => import("./ru").then((texts) => texts.shared),
  ua: () => import("./ua").then((texts) => texts.shared),
});

/** This module's texts (namespace `shared`, keys typed by `./en.ts`), then the shell's (`ui:` keys). */
export const useSharedTranslation = () => useTranslation(["shared", "ui"]);
