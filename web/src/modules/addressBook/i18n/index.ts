import { useTranslation } from "react-i18next";
import { registerTexts } from "../../../i18n";
import { addressBook } from "./en";

// The namespace `addressBook` registers when this module's chunk loads (English is in the chunk).
registerTexts("addressBook", addressBook, {
  ru: () => import("./ru").then((texts) => texts.addressBook),
  ua: () => import("./ua").then((texts) => texts.addressBook),
});

/** This module's texts (namespace `addressBook`, keys typed by `./en.ts`), then the shell's (`ui:` keys). */
export const useAddressBookTranslation = () => useTranslation(["addressBook", "ui"]);
