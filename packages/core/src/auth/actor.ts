import { type AccessLevel, type Actor, hasRole, meetsAccessLevel } from "@intranet/contracts";
import { AppError } from "../platform/errors";
import { verifyAccessToken, type AccessClaims } from "./tokens";

/**
 * Turns the bearer token and the company header into the Actor (DESIGN §4). A superadmin may enter
 * any tenant through the header; everyone else acts only in their own tenant.
 */
export function actorFromClaims(claims: AccessClaims, clientHeader: string | undefined): Actor {
  const requested = clientHeader?.trim() || undefined;
  const base = { userId: claims.sub, homeTenantId: claims.cid, roles: claims.roles, rights: claims.rights };
  if (hasRole(claims, "superadmin")) return { ...base, tenantId: requested ?? claims.cid };
  if (!claims.cid) throw new AppError("common.token_invalid");
  if (requested && requested !== claims.cid) throw new AppError("common.wrong_client");
  return { ...base, tenantId: claims.cid };
}

export function bearerToken(authorization: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? "");
  return match?.[1];
}

export async function authenticate(
  authorization: string | undefined,
  clientHeader: string | undefined,
): Promise<Actor> {
  const token = bearerToken(authorization);
  if (!token) throw new AppError("common.unauthorized");
  return actorFromClaims(await verifyAccessToken(token), clientHeader);
}

export function authorize(actor: Actor | null, level: AccessLevel): void {
  if (!meetsAccessLevel(actor, level)) throw new AppError(actor ? "common.no_access" : "common.unauthorized");
}

/** Tenant-scoped routes need a tenant: a superadmin outside any workspace must enter one first. */
export function requireTenant(actor: Actor): string {
  if (!actor.tenantId) throw new AppError("common.wrong_client");
  return actor.tenantId;
}
