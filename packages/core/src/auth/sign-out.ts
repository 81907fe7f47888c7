import type { Actor } from "@intranet/contracts";
import { PLATFORM_TENANT } from "../platform";
import { closeSession } from "../users";

/**
 * POST /api/logout: closes the session the request came with, so its token stops working at once
 * (every request checks that its session exists). Sessions live under the user's own tenant, which
 * for a superadmin is the platform tenant, not the one entered.
 */
export async function logout(actor: Pick<Actor, "userId" | "homeTenantId" | "sessionId">): Promise<void> {
  if (!actor.sessionId) return;
  await closeSession({
    clientId: actor.homeTenantId ?? PLATFORM_TENANT,
    userId: actor.userId,
    sessionId: actor.sessionId,
  });
}
