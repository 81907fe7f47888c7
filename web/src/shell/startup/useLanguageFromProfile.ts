import type { ClientView, UserView } from "@intranet/contracts";
import { useEffect } from "react";
import { setLanguage } from "../../i18n";
import { isLanguage } from "../../i18n/languages";
import { readStored } from "../../session/storage";

/**
 * Startup step 3 (product-spec §4): the user's saved language; without one, a language chosen on
 * this device stays, else the company's default applies.
 */
export function useLanguageFromProfile(me: UserView | undefined, client: ClientView | null | undefined): void {
  const language = me?.lang ?? (readStored("lang") ? undefined : client?.settings.lang);
  useEffect(() => {
    if (isLanguage(language)) void setLanguage(language);
  }, [language]);
}
