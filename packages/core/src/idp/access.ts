import { hasRole, isAdminOrAbove, type Actor } from "@intranet/contracts";
import type { IdpCan } from "@intranet/contracts/idp";
import { chiefsOf } from "../structure";
import type { IdpPlanRecord } from "./plan.entity";

/**
 * Who may do what on a plan (docs/modules/idp.md, "Who sees what"): company admins (the superadmin
 * inside the workspace acts as one), its creator and the employee's chiefs edit it; the employee
 * marks tasks done; the observer follows; everyone of them writes notes. Anyone else: not found.
 */
export interface Standing {
  admin: boolean;
  employee: boolean;
  creator: boolean;
  observer: boolean;
  /** A chief of the employee now (the structure's chain), or when the plan was last written. */
  chief: boolean;
}

export const isAdmin = (actor: Actor): boolean => isAdminOrAbove(actor);

/** The employee's chiefs now (the structure's chain, nearest first). */
export async function liveChiefs(clientId: string, employeeId: string): Promise<string[]> {
  return (await chiefsOf(clientId, employeeId)).chiefs.map((chief) => chief.userId);
}

/**
 * The caller's standing on a plan: the plan's own fields, and the structure (three calls) only
 * when they do not settle it already — an admin or the creator edits anyway.
 */
export async function standingOn(actor: Actor, plan: IdpPlanRecord): Promise<Standing> {
  const me = hasRole(actor, "superadmin") ? "" : actor.userId;
  const standing: Standing = {
    admin: isAdmin(actor),
    employee: plan.employeeId === me,
    creator: plan.creatorId === me,
    observer: Boolean(me) && plan.observerId === me,
    chief: Boolean(me) && plan.chiefIds.includes(me),
  };
  if (!standing.admin && !standing.creator && !standing.chief && me && !standing.employee)
    standing.chief = (await liveChiefs(plan.clientId, plan.employeeId)).includes(me);
  return standing;
}

export const sees = (standing: Standing): boolean =>
  standing.admin || standing.employee || standing.creator || standing.observer || standing.chief;

export function canOn(standing: Standing): IdpCan {
  const edit = standing.admin || standing.creator || standing.chief;
  const view = sees(standing);
  return {
    edit,
    finishTasks: edit || standing.employee,
    note: view,
    delete: standing.admin || standing.creator,
  };
}
