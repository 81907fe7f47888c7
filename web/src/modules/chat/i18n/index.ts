import { useTranslation } from "react-i18next";
import { registerTexts } from "../../../i18n";
import { chat } from "./en";

// The namespace `chat` registers when this module's chunk loads (English is in the chunk).
registerTexts("chat", chat, {
  ru: () => import("./ru").then((texts) => texts.chat),
  ua: () => import("./ua").then((texts) => texts.chat),
});

/** This module's texts (namespace `chat`, keys typed by `./en.ts`), then the shell's (`ui:` keys). */
export const useChatTranslation = () => useTranslation(["chat", "ui"]);

// Plural forms are the whole SPA's (ua counts by `uk`): the chat's callers keep importing them from here.
export { usePlural, type PluralForm } from "../../../i18n/usePlural";
