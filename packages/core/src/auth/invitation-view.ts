import type { InvitationView } from "@intranet/contracts/invitations";
import { loadClient } from "../clients";
import { findInvitation, findUser } from "../users";
import { AppError } from "../platform";

/**
 * GET /api/invitations/{token}: whom the link is for and their company, so /register/ can greet
 * them (and offer the company's SSO). The link is not used; an invalid one, or one of a person who
 * is no longer active or of a blocked company, is `invitations.link_invalid` alike.
 */
export async function invitationView(token: string): Promise<InvitationView> {
  const invitation = await findInvitation(token);
  const [user, client] = await Promise.all([
    findUser(invitation.clientId, invitation.userId),
    loadClient(invitation.clientId).catch(() => undefined),
  ]);
  if (!user || user.status !== "active" || !client || client.status !== "active")
    throw new AppError("invitations.link_invalid");
  return {
    firstName: user.firstName,
    email: user.email,
    company: client.name,
    workspace: client.workspace,
    expiresAt: new Date(invitation.expiresAt * 1000).toISOString(),
  };
}
