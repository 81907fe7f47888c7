import type { UserView } from "@intranet/contracts";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { usersApi } from "../api/users";
import { currentLanguage, setLanguage } from "../i18n";
import { rememberOwnRecord } from "../session/session";
import type { Language } from "../i18n/languages";
import { LanguagePicker } from "../ui/LanguagePicker";

/**
 * The signed-in language switch: applies at once and is saved to the user's `lang`
 * (PUT /api/user/{id} { lang }; a superadmin's own record is saved under the platform, wherever
 * they act). Should saving fail, the choice still stays on this device.
 */
export function LanguageSwitch({ me }: { me: UserView }) {
  useTranslation(); // re-render on language change
  const queryClient = useQueryClient();
  const change = async (lang: Language) => {
    await setLanguage(lang);
    const saved = await usersApi.update(me._id, { lang }).catch(() => null);
    queryClient.setQueryData<UserView>(["me", me._id], (user) => (user ? { ...user, ...saved, lang } : user));
    rememberOwnRecord({ ...me, ...saved, lang });
  };
  return <LanguagePicker value={currentLanguage()} onChange={(lang) => void change(lang)} />;
}
