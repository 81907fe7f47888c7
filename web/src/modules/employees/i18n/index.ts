import { useTranslation } from "react-i18next";
import { registerTexts } from "../../../i18n";
import { employees } from "./en";

// The namespace `employees` registers when this module's chunk loads (English is in the chunk).
registerTexts("employees", employees, {
  ru: () => import("./ru").then((texts) => texts.employees),
  ua: () => import("./ua").then((texts) => texts.employees),
});

/** This module's texts (namespace `employees`, keys typed by `./en.ts`), then the shell's (`ui:` keys). */
export const useEmployeesTranslation = () => useTranslation(["employees", "shared", "ui"]);
