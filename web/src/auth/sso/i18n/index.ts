import { ssoErrorMessages } from "@intranet/contracts/sso/messages";
import { useTranslation } from "react-i18next";
import { i18n, registerTexts } from "../../../i18n";
import { asI18next } from "../../../i18n/locales/en/errors";
import { sso } from "./en";

// The namespace `sso` registers when the SSO chunk loads, so the login route's first load carries none of it.
registerTexts("sso", sso, {
  ru: () => import("./ru").then((texts) => texts.sso),
  ua: () => import("./ua").then((texts) => texts.sso),
});

// The public screens carry only the sign-in codes in English (the login route's budget): the SSO
// screens add theirs (ru and ua have every code in their own chunks).
i18n.addResourceBundle("en", "errors", asI18next(ssoErrorMessages), true, false);

/** The SSO screens' texts (namespace `sso`), then the shell's (`ui:` keys). */
export const useSsoTranslation = () => useTranslation(["sso", "ui"]);
