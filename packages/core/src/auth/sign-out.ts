import type { Actor } from "@intranet/contracts";
import { db } from "../db/service";
import { PLATFORM_TENANT } from "../platform/tenancy";
import { closeSession } from "./sessions";

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

/** Signs a user out everywhere except one session (the one that just changed its own password). */
export async function closeOtherSessions(user: { clientId: string; userId: string }, keep: string | undefined) {
  const { data } = await db()
    .entities.session.query.byUser(user)
    .go({ pages: "all", attributes: ["sessionId"] });
  const others = data.filter(({ sessionId }) => sessionId !== keep);
  if (others.length)
    await db()
      .entities.session.delete(others.map(({ sessionId }) => ({ ...user, sessionId })))
      .go();
}
