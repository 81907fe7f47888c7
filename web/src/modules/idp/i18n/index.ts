import { useTranslation } from "react-i18next";
import { registerTexts } from "../../../i18n";
import { idp } from "./en";

// The namespace `idp` registers when this module's chunk loads (English is in the chunk).
registerTexts("idp", idp, {
  ru: () => import("./ru").then((texts) => texts.idp),
  ua: () => import("./ua").then((texts) => texts.idp),
});

/** This module's texts (namespace `idp`, keys typed by `./en.ts`), then the shell's (`ui:` keys). */
export const useIdpTranslation = () => useTranslation(["idp", "ui"]);
