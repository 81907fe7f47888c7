import type { Actor } from "@intranet/contracts";
import { AppError } from "./errors";

/**
 * Platform superadmins belong to no client company; their user items live under this reserved
 * tenant id, which no workspace can take (workspace codes are letters and digits, ids are ULIDs).
 */
export const PLATFORM_TENANT = "$platform";

/** Tenant-scoped services need a tenant: a superadmin outside any workspace must enter one first. */
export function requireTenant(actor: Pick<Actor, "tenantId">): string {
  if (!actor.tenantId) throw new AppError("common.wrong_client");
  return actor.tenantId;
}

/** Resources addressed by a tenant id in the path: only that tenant's members, or a superadmin. */
export function requireSameTenant(actor: Actor, tenantId: string): void {
  if (actor.roles.includes("superadmin")) return;
  if (actor.tenantId !== tenantId) throw new AppError("common.no_access");
}

/**
 * The tenant a service works in, when the path also names a company (`/api/…/{client}`): the
 * caller's current tenant, and the path must name that one (a superadmin enters a workspace first).
 */
export function tenantOfPath(actor: Pick<Actor, "tenantId">, client?: string): string {
  const clientId = requireTenant(actor);
  if (client !== undefined && client !== clientId) throw new AppError("common.no_access");
  return clientId;
}
