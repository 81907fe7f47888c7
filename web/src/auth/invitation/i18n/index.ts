import { useTranslation } from "react-i18next";
import { registerTexts } from "../../../i18n";
import { invitation } from "./en";

// The namespace `invitation` registers when the invitation page loads: no other route carries it.
registerTexts("invitation", invitation, {
  ru: () => import("./ru").then((texts) => texts.invitation),
  ua: () => import("./ua").then((texts) => texts.invitation),
});

/** The invitation page's texts (namespace `invitation`), then the shell's (`ui:` keys). */
export const useInvitationTranslation = () => useTranslation(["invitation", "ui"]);
