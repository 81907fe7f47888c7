import type { Actor, UserView } from "@intranet/contracts";
import { requireTenant } from "../platform";
import { requireUser } from "./store";
import { toUserView } from "./views";

/**
 * GET /api/user/{id}: a user of the tenant the caller acts in, whatever their state (profiles of
 * former colleagues stay readable; the view carries the status). Another tenant's id is not found.
 */
export async function getUserView(actor: Actor, userId: string): Promise<UserView> {
  return toUserView(await requireUser(requireTenant(actor), userId));
}
