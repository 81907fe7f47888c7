import { useTranslation } from "react-i18next";
import { registerTexts } from "../../../i18n";
import { admin } from "./en";

// The namespace `admin` registers when this module's chunk loads (English is in the chunk).
registerTexts("admin", admin, {
  ru: () => import("./ru").then((texts) => texts.admin),
  ua: () => import("./ua").then((texts) => texts.admin),
});

/** This module's texts (namespace `admin`, keys typed by `./en.ts`), then the shared pieces' and the shell's. */
export const useAdminTranslation = () => useTranslation(["admin", "shared", "ui"]);
