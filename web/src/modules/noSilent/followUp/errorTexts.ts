import { noSilentErrorMessages } from "@intranet/contracts/noSilent/messages";
import { i18n } from "../../../i18n";
import { asI18next } from "../../../i18n/locales/en/errors";

/**
 * The follow-up page opens without the signed-in shell, which is what adds the whole English error
 * catalogue: the reports' own English messages are added here (ru and ua come with their catalogue).
 */
export function addReportErrorTexts(): void {
  i18n.addResourceBundle("en", "errors", asI18next(noSilentErrorMessages), true, false);
}
