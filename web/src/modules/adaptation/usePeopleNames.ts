import { useCallback } from "react";
import { usePeople } from "../../shared/usePeople";
import { usePersonName } from "../../shared/usePersonName";
import { useAdaptTranslation } from "./i18n";

/** A colleague's name by id in the language's order; one no longer among the company's people is "a former colleague". */
export function usePeopleNames(client: string): (id: string | null) => string {
  const { t } = useAdaptTranslation();
  const { byId } = usePeople(client);
  const name = usePersonName();
  return useCallback(
    (id: string | null) => {
      if (!id) return t("nobody");
      const person = byId.get(id);
      return person ? name(person) : t("formerColleague");
    },
    [byId, name, t],
  );
}
