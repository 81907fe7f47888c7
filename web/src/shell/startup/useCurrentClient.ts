import { useQuery } from "@tanstack/react-query";
import type { ClientView, UserView } from "@intranet/contracts";
import { clientsApi } from "../../api/clients";
import { isApiError } from "../../api/errors";
import { enterClient, getSession, isSuperadmin, leaveClient } from "../../session/session";

/** Which company to enter: an employee's own; for a superadmin the one stored on this device, if any. */
function clientTarget(me: UserView | undefined, storedClientId: string | null): string | null {
  if (!me) return null;
  return isSuperadmin(me) ? storedClientId : me.client_id;
}

async function enterOwnClient(me: UserView): Promise<ClientView> {
  const { workspace } = getSession();
  return workspace ? clientsApi.byWorkspace(workspace) : clientsApi.get(me.client_id);
}

/**
 * A superadmin's stored company may be gone: then they simply work outside any company. Only an
 * answer forgets it; a network failure (or the page being left mid-request) keeps it for next time.
 */
async function restoreStoredClient(clientId: string): Promise<ClientView | null> {
  try {
    return await clientsApi.get(clientId, { no_show: true });
  } catch (error) {
    if (isApiError(error) && error.kind === "http") leaveClient();
    return null;
  }
}

/**
 * Startup step 4 (product-spec §4): enter the company by workspace (GET /api/clients/by_ws/{ws}; by id
 * when no workspace is known yet) or restore the superadmin's stored one. The entered company's id
 * becomes the `x-client-id` header, and its start page is stored.
 */
export function useCurrentClient(me: UserView | undefined, storedClientId: string | null) {
  const target = clientTarget(me, storedClientId);
  return useQuery({
    queryKey: ["client", target],
    enabled: !!target,
    staleTime: Infinity,
    queryFn: async () => {
      const client = isSuperadmin(me) ? await restoreStoredClient(target!) : await enterOwnClient(me!);
      if (client) enterClient(client);
      return client;
    },
  });
}
