import { useTranslation } from "react-i18next";
import { registerTexts } from "../../../i18n";
import { sso } from "./en";

// The namespace `sso` registers when the SSO chunk loads, so the login route's first load carries none of it.
registerTexts("sso", sso, {
  ru: () => import("./ru").then((texts) => texts.sso),
  ua: () => import("./ua").then((texts) => texts.sso),
});

/** The SSO screens' texts (namespace `sso`), then the shell's (`ui:` keys). */
export const useSsoTranslation = () => useTranslation(["sso", "ui"]);
