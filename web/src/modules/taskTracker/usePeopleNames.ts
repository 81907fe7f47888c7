import { useCallback } from "react";
import { usePeople } from "../../shared/usePeople";
import { usePersonName } from "../../shared/usePersonName";
import { initials } from "../../ui/Avatar";
import { useTrackerTranslation } from "./i18n";

/** A colleague's name by id in the language's order; one no longer among the company's people is "a former colleague". */
export function usePeopleNames(client: string): (id: string) => string {
  const { t } = useTrackerTranslation();
  const { byId } = usePeople(client);
  const name = usePersonName();
  return useCallback(
    (id: string) => {
      const person = byId.get(id);
      return person ? name(person) : t("formerColleague");
    },
    [byId, name, t],
  );
}

/** A colleague's initials by id (first and last name, as their avatar shows them); "?" for a former colleague. */
export function usePeopleInitials(client: string): (id: string) => string {
  const { byId } = usePeople(client);
  return useCallback(
    (id: string) => {
      const person = byId.get(id);
      return person ? initials(person) : "?";
    },
    [byId],
  );
}
