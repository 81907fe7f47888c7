import { useTranslation } from "react-i18next";
import { registerTexts } from "../../../i18n";
import { menu } from "./en";

// The namespace `menu` (menu entries, module names) registers with the shell's chunk, so the login
// route never carries these texts; modules that show a module's name import this file too.
registerTexts("menu", menu, {
  ru: () => import("./ru").then((texts) => texts.menu),
  ua: () => import("./ua").then((texts) => texts.menu),
});

/** The menu's texts (namespace `menu`: `items.<menu key>`, `modules.<module key>`), then the shell's (`ui:` keys). */
export const useMenuTranslation = () => useTranslation(["menu", "ui"]);
