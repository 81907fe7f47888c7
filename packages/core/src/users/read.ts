import type { Actor, UserView } from "@intranet/contracts";
import { requireUser, userTenantFor } from "./store";
import { toUserView } from "./views";

/**
 * GET /api/user/{id}: a user of the tenant the caller acts in, whatever their state (profiles of
 * former colleagues stay readable; the view carries the status). Another tenant's id is not found.
 * A superadmin asking about themselves gets their own (platform) record, wherever they act.
 */
export async function getUserView(actor: Actor, userId: string): Promise<UserView> {
  return toUserView(await requireUser(userTenantFor(actor, userId), userId));
}
