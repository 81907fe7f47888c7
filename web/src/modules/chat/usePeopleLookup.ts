import type { UserView } from "@intranet/contracts";
import { useCallback } from "react";
import { usePeople } from "../../shared/usePeople";
import { usePersonName } from "../../shared/usePersonName";
import { useShellData } from "../../shell/useShellData";

/** A person no longer among the active people (left the company): shown by this dash. */
const UNKNOWN = "—";

/**
 * Names and pictures of the people in the chat, from the company's active people (loaded once,
 * shared with other modules): full names in the language's order, and first names for the list's
 * "Anna: …" and the typing line.
 */
export function usePeopleLookup() {
  const { client } = useShellData();
  const { byId, loading } = usePeople(client?._id ?? "");
  const name = usePersonName();
  const person = useCallback((id: string): UserView | undefined => byId.get(id), [byId]);
  const nameOf = useCallback(
    (id: string) => {
      const found = byId.get(id);
      return found ? name(found) : UNKNOWN;
    },
    [byId, name],
  );
  const firstNameOf = useCallback((id: string) => byId.get(id)?.firstName || nameOf(id), [byId, nameOf]);
  return { person, nameOf, firstNameOf, loading };
}

export type PeopleLookup = ReturnType<typeof usePeopleLookup>;
