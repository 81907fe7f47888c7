import { useTranslation } from "react-i18next";
import { registerTexts } from "../../../i18n";
import { twoFactor } from "./en";

// The namespace `twoFactor` registers when its chunk loads (the code step, the Security tab), so
// the login route's first load carries none of it.
registerTexts("twoFactor", twoFactor, {
  ru: () => import("./ru").then((texts) => texts.twoFactor),
  ua: () => import("./ua").then((texts) => texts.twoFactor),
});

/** The two-factor texts (namespace `twoFactor`), then the shell's (`ui:` keys). */
export const useTwoFactorTranslation = () => useTranslation(["twoFactor", "ui"]);
