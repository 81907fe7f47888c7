import { useQuery } from "@tanstack/react-query";
import type { ClientView } from "@intranet/contracts";
import { usersApi } from "../../api/users";

export const workspaceUsersKey = (clientId: string | undefined) => ["users", "for_client", clientId] as const;

/**
 * Startup step 5 (product-spec §4): the workspace's users (GET /api/user/for_client/{client}, the
 * first page of the largest size), cached for the modules; they page further themselves.
 */
export function useWorkspaceUsers(client: ClientView | null | undefined) {
  return useQuery({
    queryKey: workspaceUsersKey(client?._id),
    enabled: !!client,
    queryFn: () => usersApi.forClient(client!._id, { limit: 100 }),
    // Loaded once per start (the spec's startup step); a module mounting later must not fetch it again.
    staleTime: Infinity,
  });
}
