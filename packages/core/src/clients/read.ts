import { hasRole, type Actor, type ClientView } from "@intranet/contracts";
import { AppError } from "../platform";
import { requireMemberOf } from "./access";
import { clientIdByWorkspace } from "./lookup";
import { presentClient } from "./present";
import { loadClient } from "./records";

/** GET /api/clients/{id}: a superadmin, or a member of that client (the view holds no secrets). */
export async function getClient(actor: Actor, clientId: string): Promise<ClientView> {
  requireMemberOf(actor, clientId);
  return presentClient(await loadClient(clientId));
}

/**
 * GET /api/clients/by_ws/{ws}, the workspace entry at startup: members get their own client, a
 * superadmin any. Another tenant's workspace is refused, an unknown or deleted one is not found.
 */
export async function getClientByWorkspace(actor: Actor, workspace: string): Promise<ClientView> {
  const clientId = await clientIdByWorkspace(workspace);
  if (!clientId) throw new AppError("clients.not_found");
  if (!hasRole(actor, "superadmin") && actor.tenantId !== clientId) throw new AppError("common.no_access");
  const client = await loadClient(clientId);
  if (client.status === "deleting") throw new AppError("clients.not_found");
  return presentClient(client);
}
