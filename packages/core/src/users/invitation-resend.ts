import { isAdminOrAbove, type Actor } from "@intranet/contracts";
import { AppError, requireTenant } from "../platform";
import { NO_PASSWORD } from "./create";
import { db } from "./entities";
import { mailPasswordLink } from "./password-mail";
import { requireUser } from "./store";

/**
 * Whether the person has not accepted an invitation yet: created without a password (an HR
 * import), or their latest invitation's token is unused, or it has expired (TTL may have removed
 * an expired token, so an expired invitation counts as open: a new link to their own mail gives
 * nothing an admin could not give by setting a password).
 */
async function invitationOpen(user: { clientId: string; userId: string; passwordHash: string }): Promise<boolean> {
  if (user.passwordHash === NO_PASSWORD) return true;
  const { data: pointer } = await db().entities.invitation.get(user).go({ consistent: true });
  if (!pointer) return false;
  if (pointer.expiresAt * 1000 <= Date.now()) return true;
  const { data: token } = await db().entities.resetToken.get({ tokenHash: pointer.tokenHash }).go({ consistent: true });
  return Boolean(token);
}

/**
 * POST /api/user/{id}/invite: the company's admin sends a person who has not accepted their
 * invitation a new one (the old link stops working). Someone who set a password uses "forgot password".
 */
export async function resendInvitation(actor: Actor, userId: string): Promise<void> {
  if (!isAdminOrAbove(actor)) throw new AppError("common.no_access");
  const user = await requireUser(requireTenant(actor), userId);
  if (user.status !== "active") throw new AppError("employees.not_found");
  if (!(await invitationOpen(user))) throw new AppError("invitations.already_accepted");
  await mailPasswordLink(user, "invite");
}
