import { useTranslation } from "react-i18next";
import { registerTexts } from "../../../i18n";
import { wall } from "./en";

// The namespace `wall` registers when this module's chunk loads (English is in the chunk).
registerTexts("wall", wall, {
  ru: () => import("./ru").then((texts) => texts.wall),
  ua: () => import("./ua").then((texts) => texts.wall),
});

/** This module's texts (namespace `wall`, keys typed by `./en.ts`), then the shell's (`ui:` keys). */
export const useWallTranslation = () => useTranslation(["wall", "ui"]);
