import { isAdminOrAbove, type Actor } from "@intranet/contracts";
import { AppError, requireTenant } from "../platform";
import { db } from "./entities";

/** The company's course admins (one Get; none set: []). */
export async function courseAdminIds(clientId: string): Promise<string[]> {
  const { data } = await db().entities.courseAdmins.get({ clientId }).go({ consistent: true });
  return data?.userIds ?? [];
}

/**
 * Who manages learning (docs/modules/courses.md): company admins, the superadmin inside the
 * workspace, and the company's course admins. Everyone else with `lms` only learns.
 */
export async function managesCourses(actor: Actor): Promise<boolean> {
  if (isAdminOrAbove(actor)) return true;
  return (await courseAdminIds(requireTenant(actor))).includes(actor.userId);
}

/** The same, refused with `courses.no_access`. */
export async function requireManager(actor: Actor): Promise<string> {
  const clientId = requireTenant(actor);
  if (!(await managesCourses(actor))) throw new AppError("courses.no_access");
  return clientId;
}

/** The company a path names must be the caller's current one (`common.wrong_client` otherwise). */
export function companyOfPath(actor: Actor, client: string): string {
  const clientId = requireTenant(actor);
  if (client !== clientId) throw new AppError("common.wrong_client");
  return clientId;
}
