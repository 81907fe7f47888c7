import { useTranslation } from "react-i18next";
import { registerTexts } from "../../../i18n";
import { clients } from "./en";

// The namespace `clients` registers when this module's chunk loads (English is in the chunk).
registerTexts("clients", clients, {
  ru: () => import("./ru").then((texts) => texts.clients),
  ua: () => import("./ua").then((texts) => texts.clients),
});

/** This module's texts (namespace `clients`, keys typed by `./en.ts`), then the shell's (`ui:` keys). */
export const useClientsTranslation = () => useTranslation(["clients", "ui"]);
