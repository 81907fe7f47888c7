import { useTranslation } from "react-i18next";
import { registerTexts } from "../../../i18n";
import { groups } from "./en";

// The namespace `groups` registers when this module's chunk loads (English is in the chunk).
registerTexts("groups", groups, {
  ru: () => import("./ru").then((texts) => texts.groups),
  ua: () => import("./ua").then((texts) => texts.groups),
});

/** This module's texts (namespace `groups`, keys typed by `./en.ts`), then the shell's (`ui:` keys). */
export const useGroupsTranslation = () => useTranslation(["groups", "ui"]);
