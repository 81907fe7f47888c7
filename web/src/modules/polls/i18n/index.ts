import { useTranslation } from "react-i18next";
import { registerTexts } from "../../../i18n";
import { polls } from "./en";

// The namespace `polls` registers when this module's chunk loads (English is in the chunk).
registerTexts("polls", polls, {
  ru: () => import("./ru").then((texts) => texts.polls),
  ua: () => import("./ua").then((texts) => texts.polls),
});

/** This module's texts (namespace `polls`, keys typed by `./en.ts`), then the shell's (`ui:` keys). */
export const usePollsTranslation = () => useTranslation(["polls", "ui"]);
