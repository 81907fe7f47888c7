import type { Actor, UserFilterBody, UserPage } from "@intranet/contracts";
import { AppError, requireSameTenant } from "../platform";
import { pageShownTo, usersPage } from "../users";
import { clientIdByWorkspace } from "./lookup";

/**
 * POST /api/user/filter/{workspace}: the employee filter. The workspace must exist (else 404) and
 * be the caller's own (else 403; a superadmin may search any). Here, not in users, because the
 * workspace code is the clients module's to resolve (users never depends on clients).
 */
export async function filterUsers(actor: Actor, workspace: string, filter: UserFilterBody): Promise<UserPage> {
  const clientId = await clientIdByWorkspace(workspace);
  if (!clientId) throw new AppError("clients.not_found");
  requireSameTenant(actor, clientId);
  return pageShownTo(actor, await usersPage(clientId, filter));
}
