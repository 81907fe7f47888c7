import { useQuery } from "@tanstack/react-query";
import type { UserView } from "@intranet/contracts";
import { usersRoutes } from "@intranet/contracts/users";
import { callRoute } from "../api/client";

/** The company's active people, page by page (GET /api/user/for_client/{client}). */
async function activePeople(client: string): Promise<UserView[]> {
  const people: UserView[] = [];
  let cursor: string | undefined;
  do {
    const page = await callRoute(usersRoutes.forClient, {
      params: { client },
      query: { status: "active", cursor, limit: 100 },
    });
    people.push(...page.items);
    cursor = page.cursor ?? undefined;
  } while (cursor);
  return people;
}

export const peopleKey = (client: string) => ["people", client] as const;

/**
 * The company's active people by id, for modules that name people or pick them (the shop's
 * balances and accruals, a department's employees); loaded once per visit and shared by modules.
 */
export function usePeople(client: string) {
  const query = useQuery({ queryKey: peopleKey(client), queryFn: () => activePeople(client), staleTime: 5 * 60_000 });
  const people = query.data ?? [];
  const byId = new Map<string, UserView>(people.map((person) => [person._id, person]));
  return { people, byId, loading: query.isPending };
}
