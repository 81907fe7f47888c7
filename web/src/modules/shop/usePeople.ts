import { useQuery } from "@tanstack/react-query";
import type { UserView } from "@intranet/contracts";
import { shopApi, shopKeys } from "./api";

/** The company's active people by id (names in balances and orders, the accrual picker); loaded once per visit. */
export function usePeople(client: string) {
  const query = useQuery({
    queryKey: shopKeys.people(client),
    queryFn: () => shopApi.people(client),
    staleTime: 5 * 60_000,
  });
  const people = query.data ?? [];
  const byId = new Map<string, UserView>(people.map((person) => [person._id, person]));
  return { people, byId, loading: query.isPending };
}
