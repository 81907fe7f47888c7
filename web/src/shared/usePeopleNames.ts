import { useCallback } from "react";
import { useSharedTranslation } from "./i18n";
import { usePeople } from "./usePeople";
import { usePersonName } from "./usePersonName";

/**
 * A colleague's name by id in the language's order (one BatchGet-free lookup in the company's
 * people, read once per session); one no longer among them is "a former colleague", none "nobody".
 */
export function usePeopleNames(client: string): (id: string | null) => string {
  const { t } = useSharedTranslation();
  const { byId } = usePeople(client);
  const name = usePersonName();
  return useCallback(
    (id: string | null) => {
      if (!id) return t("people.nobody");
      const person = byId.get(id);
      return person ? name(person) : t("people.formerColleague");
    },
    [byId, name, t],
  );
}
