import { useTranslation } from "react-i18next";
import { registerTexts } from "../../../i18n";
import { mood } from "./en";

// The namespace `mood` registers when the meter's dialog chunk loads (English is in that chunk).
registerTexts("mood", mood, {
  ru: () => import("./ru").then((texts) => texts.mood),
  ua: () => import("./ua").then((texts) => texts.mood),
});

/** The mood meter's texts (namespace `mood`, keys typed by `./en.ts`), then the shell's (`ui:` keys). */
export const useMoodTranslation = () => useTranslation(["mood", "ui"]);
