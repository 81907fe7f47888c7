import { useTranslation } from "react-i18next";
import { registerTexts } from "../../../i18n";
import { structure } from "./en";

// The namespace `structure` registers when this module's chunk loads (English is in the chunk).
registerTexts("structure", structure, {
  ru: () => import("./ru").then((texts) => texts.structure),
  ua: () => import("./ua").then((texts) => texts.structure),
});

/** This module's texts (namespace `structure`, keys typed by `./en.ts`), then the shell's (`ui:` keys). */
export const useStructureTranslation = () => useTranslation(["structure", "ui"]);
