import { useTranslation } from "react-i18next";
import { registerTexts } from "../../../i18n";
import { notifications } from "./en";

// The namespace `notifications` registers when this module's chunk loads (English is in the chunk).
registerTexts("notifications", notifications, {
  ru: () => import("./ru").then((texts) => texts.notifications),
  ua: () => import("./ua").then((texts) => texts.notifications),
});

/** This module's texts (namespace `notifications`, keys typed by `./en.ts`), then the shell's (`ui:` keys). */
export const useNotificationsTranslation = () => useTranslation(["notifications", "ui"]);
