import { hasRole, isAdminOrAbove, type Actor } from "@intranet/contracts";
import type { Grant } from "@intranet/contracts/audiences";
import type { ServiceCan } from "@intranet/contracts/services";
import { canRead, isInAudience, type AccessProfile } from "../audiences";

/**
 * Who may do what with services (docs/modules/services.md "Who sees what"), for the API and the
 * views' `can`. Admins (a superadmin inside the workspace included) manage services and see every
 * order; people order the services whose grants hold them; the responsible department's members
 * (its sub-departments' too) see all of a service's orders. A superadmin is never an initiator or a
 * performer: they order nothing.
 */
export const managesServices = (actor: Actor): boolean => isAdminOrAbove(actor);

export const mayOrderAtAll = (actor: Actor): boolean => !hasRole(actor, "superadmin");

/** Whether the person is in the department (or under it): the department's members see its service's orders. */
export function inDepartment(profile: AccessProfile, departmentId: string | undefined): boolean {
  return !!departmentId && isInAudience(profile, { kind: "department", deptId: departmentId, subdepartments: true });
}

/** A service as the rules need it. */
export interface ServiceRule {
  grants: Grant[];
  template: boolean;
  departmentId?: string;
}

/** What the caller may do with a service, and whether it exists for them (anyone else: 404). */
export function serviceCan(actor: Actor, profile: AccessProfile, service: ServiceRule): ServiceCan & { find: boolean } {
  const manage = managesServices(actor);
  const orders = manage || inDepartment(profile, service.departmentId);
  const order = !service.template && mayOrderAtAll(actor) && canRead(profile, service.grants);
  return { find: manage || orders || order, order, manage, orders };
}
