import { isAdminOrAbove, type Actor } from "@intranet/contracts";
import { requireTenant, AppError } from "../platform";
import { findUser } from "../users";

/**
 * Who may touch whose notifications. The route table checks the access level and the company
 * header; these check the tenant named in the path and the user whose notifications are addressed.
 * A path naming another tenant than the one the request acts in is refused (403) for everyone,
 * a superadmin included (they enter a tenant with the company header first).
 */
export function tenantOf(actor: Actor, clientId?: string): string {
  const tenantId = requireTenant(actor);
  if (clientId !== undefined && clientId !== tenantId) throw new AppError("common.no_access");
  return tenantId;
}

/** The user themselves (a member of the tenant) or an admin of the tenant (or a superadmin in it). */
export async function requireOwnerOrAdmin(actor: Actor, userId: string, clientId?: string): Promise<string> {
  const tenantId = tenantOf(actor, clientId);
  if (actor.userId === userId && actor.homeTenantId === tenantId) return tenantId;
  if (!isAdminOrAbove(actor)) throw new AppError("common.no_access");
  if (!(await findUser(tenantId, userId))) throw new AppError("employees.not_found");
  return tenantId;
}

/** An admin of the tenant the request acts in (or a superadmin who entered it). */
export function requireAdmin(actor: Actor, clientId?: string): string {
  const tenantId = tenantOf(actor, clientId);
  if (!isAdminOrAbove(actor)) throw new AppError("common.no_access");
  return tenantId;
}

/** The caller's own notifications: a member of the tenant (a visiting superadmin has none there). */
export function requireMember(actor: Actor, clientId?: string): string {
  const tenantId = tenantOf(actor, clientId);
  if (actor.homeTenantId !== tenantId) throw new AppError("common.no_access");
  return tenantId;
}

/**
 * A superadmin who entered the tenant, asking about themselves: they are not a member there and
 * have no notifications in it, so their center reads as honestly empty (no count, no items).
 */
export function isVisitorSelf(actor: Actor, userId: string, tenantId: string): boolean {
  return actor.userId === userId && actor.homeTenantId !== tenantId;
}
