import type { Actor, ClientFileStat, ClientStat } from "@intranet/contracts";
import { usageOf } from "./storage";
import { requireAdminOf } from "./access";
import { loadClient } from "./records";
import { countTenantUsers } from "../users";
import type { ClientRecord } from "./views";

/** Storage figures from the client item's counters (kept by the files module with atomic ADDs). */
function fileStat(client: ClientRecord): ClientFileStat {
  const { usedBytes, limitBytes, availableBytes } = usageOf(client);
  return {
    clientId: client.clientId,
    storage: { usedBytes, limitBytes, availableBytes },
    filesCount: client.filesCount ?? 0,
  };
}

/** GET /api/clients/{id}/filestat: a superadmin, or that tenant's admin. */
export async function clientFileStat(actor: Actor, clientId: string): Promise<ClientFileStat> {
  requireAdminOf(actor, clientId);
  return fileStat(await loadClient(clientId));
}

/** GET /api/clients/stat/{id}: the file figures plus users by state. */
export async function clientStat(actor: Actor, clientId: string): Promise<ClientStat> {
  requireAdminOf(actor, clientId);
  const [client, users] = await Promise.all([loadClient(clientId), countTenantUsers(clientId)]);
  return { ...fileStat(client), users };
}
