import { hasRole, type Actor } from "@intranet/contracts";
import { requireSameTenant, AppError } from "../platform";

/**
 * Who may touch a client. The route table already checks the access level; core checks again
 * because it never trusts the caller (and the tenant check needs the client id from the path).
 */
export function requireSuperadmin(actor: Actor): void {
  if (!hasRole(actor, "superadmin")) throw new AppError("common.no_access");
}

/** A superadmin, or a member of that very client. */
export function requireMemberOf(actor: Actor, clientId: string): void {
  requireSameTenant(actor, clientId);
}

/** A superadmin, or an administrator of that very client. */
export function requireAdminOf(actor: Actor, clientId: string): void {
  if (hasRole(actor, "superadmin")) return;
  requireSameTenant(actor, clientId);
  if (!hasRole(actor, "admin")) throw new AppError("common.no_access");
}
