import { useTranslation } from "react-i18next";
import { registerTexts } from "../../../i18n";
import { help } from "./en";

// The namespace `help` registers with the shell part (the header's help button needs two words of it);
// the articles themselves are in ../content and load with the help page only.
registerTexts("help", help, {
  ru: () => import("./ru").then((texts) => texts.help),
  ua: () => import("./ua").then((texts) => texts.help),
});

/** This module's texts (namespace `help`, keys typed by `./en.ts`), then the shell's (`ui:` keys). */
export const useHelpTranslation = () => useTranslation(["help", "ui"]);
