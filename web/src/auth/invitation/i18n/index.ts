import { invitationsErrorMessages } from "@intranet/contracts/invitations/messages";
import { useTranslation } from "react-i18next";
import { i18n, registerTexts } from "../../../i18n";
import { asI18next } from "../../../i18n/locales/en/errors";
import { invitation } from "./en";

// The namespace `invitation` registers when the invitation page loads: no other route carries it.
registerTexts("invitation", invitation, {
  ru: () => import("./ru").then((texts) => texts.invitation),
  ua: () => import("./ua").then((texts) => texts.invitation),
});

// The public screens carry only the sign-in codes in English: the invitation page adds its own
// (ru and ua have every code in their own chunks).
i18n.addResourceBundle("en", "errors", asI18next(invitationsErrorMessages), true, false);

/** The invitation page's texts (namespace `invitation`), then the shell's (`ui:` keys). */
export const useInvitationTranslation = () => useTranslation(["invitation", "ui"]);
