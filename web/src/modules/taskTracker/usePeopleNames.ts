import { useCallback } from "react";
import { usePeople } from "../../shared/usePeople";
import { initials } from "../../ui/Avatar";

export { usePeopleNames } from "../../shared/usePeopleNames";

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
