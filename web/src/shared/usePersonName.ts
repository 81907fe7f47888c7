import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { personName, type NameParts } from "@intranet/contracts/users";

/** Names in the order the current language expects ("Chloe Davis" in English, "Davis Chloe" in Russian). */
export function usePersonName(): (person: NameParts) => string {
  const { i18n } = useTranslation();
  const lang = i18n.language;
  return useCallback((person: NameParts) => personName(person, lang), [lang]);
}
