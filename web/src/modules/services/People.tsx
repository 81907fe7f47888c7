import type { UserView } from "@intranet/contracts";
import { usePersonName } from "../../shared/usePersonName";

/** People's names from their ids (the company's people, `usePeople`); an unknown id shows as is. */
export function PeopleNames({ ids, byId }: { ids: string[]; byId: Map<string, UserView> }) {
  const name = usePersonName();
  return (
    <>
      {ids
        .map((id) => {
          const person = byId.get(id);
          return person ? name(person) : id;
        })
        .join(", ")}
    </>
  );
}
