import type { Actor, ClientView } from "@intranet/contracts";
import { requireSuperadmin } from "./access";
import { presentClient } from "./present";
import { changeClientAs } from "./write";

/**
 * PUT /api/clients/{id}/block and /unblock (superadmin). The Actor resolver reads the client on
 * every request, so a blocked company's users are refused (`login.company_blocked`) from their
 * next request on, and let in again after unblocking.
 */
export async function setClientBlocked(actor: Actor, clientId: string, blocked: boolean): Promise<ClientView> {
  requireSuperadmin(actor);
  const status = blocked ? "blocked" : "active";
  return presentClient(
    await changeClientAs(actor, clientId, blocked ? "client.block" : "client.unblock", { fields: { status } }),
  );
}
