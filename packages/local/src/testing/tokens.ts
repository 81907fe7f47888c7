import { featureRights, type FeatureRight, type Role } from "@intranet/contracts";
import { signAccessToken, type AccessClaims } from "@intranet/core/auth/tokens";
import { newId } from "@intranet/core/platform/ids";

/** Signed tokens for test actors; the identity module issues real ones at login. */
export interface TestActor {
  userId: string;
  tenantId: string | null;
  token: string;
}

export async function tokenFor(
  options: {
    role?: Role;
    tenantId?: string | null;
    userId?: string;
    rights?: FeatureRight[];
    ttlSeconds?: number;
  } = {},
): Promise<TestActor> {
  const role = options.role ?? "employee";
  const tenantId = options.tenantId === undefined ? (role === "superadmin" ? null : newId()) : options.tenantId;
  const userId = options.userId ?? newId();
  const roles: Role[] =
    role === "superadmin" ? ["superadmin"] : role === "admin" ? ["admin", "employee"] : ["employee"];
  const claims: AccessClaims = { sub: userId, cid: tenantId, roles, rights: options.rights ?? [] };
  return { userId, tenantId, token: await signAccessToken(claims, options.ttlSeconds) };
}

export const allRights: FeatureRight[] = [...featureRights];
