import { useTranslation } from "react-i18next";
import { registerTexts } from "../../../i18n";
import { shop } from "./en";

// The namespace `shop` registers when this module's chunk loads (English is in the chunk).
registerTexts("shop", shop, {
  ru: () => import("./ru").then((texts) => texts.shop),
  ua: () => import("./ua").then((texts) => texts.shop),
});

/** This module's texts (namespace `shop`, keys typed by `./en.ts`), then the shell's (`ui:` keys). */
export const useShopTranslation = () => useTranslation(["shop", "ui"]);
