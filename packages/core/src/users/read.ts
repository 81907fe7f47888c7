import type { Actor, UserView } from "@intranet/contracts";
import { requireUser, userTenantFor } from "./store";
import { db } from "./entities";
import { shownTo, toUserView } from "./views";

/**
 * GET /api/user/{id}: a user of the tenant the caller acts in, whatever their state (profiles of
 * former colleagues stay readable; the view carries the status). Another tenant's id is not found.
 * A superadmin asking about themselves gets their own (platform) record, wherever they act.
 * About someone else the view also says whether the caller follows them; HR data only for admins
 * and HR officers (`shownTo`).
 */
export async function getUserView(actor: Actor, userId: string): Promise<UserView> {
  const clientId = userTenantFor(actor, userId);
  const someoneElse = userId !== actor.userId;
  // Whether the caller follows them (the profile's Follow button): one GetItem beside the user's.
  const [user, follow] = await Promise.all([
    requireUser(clientId, userId),
    someoneElse ? db().entities.follow.get({ clientId, userId, followerId: actor.userId }).go() : undefined,
  ]);
  return { ...shownTo(actor, toUserView(user)), ...(someoneElse ? { following: Boolean(follow?.data) } : {}) };
}
