import type { Actor, FeatureRight, Role } from "@intranet/contracts";
import { findUser } from "../users";

/**
 * A person as an actor with their roles and rights now, where there is no request (a socket's
 * message, a mention's check): undefined for someone who is not an active employee of the company
 * (a visiting superadmin has no record there).
 */
export async function actorOfPerson(clientId: string, userId: string): Promise<Actor | undefined> {
  const user = await findUser(clientId, userId);
  if (!user || user.status !== "active") return undefined;
  return {
    userId,
    tenantId: clientId,
    homeTenantId: clientId,
    roles: user.roles as Role[],
    rights: user.rights as FeatureRight[],
  };
}
