import type { Actor } from "@intranet/contracts";
import type { CourseAdminsBody, CourseAdminsView } from "@intranet/contracts/courses";
import { requireCompanyPeople } from "../audiences";
import { companyOfPath, courseAdminIds } from "./access";
import { db } from "./entities";

/** `GET clients/{id}/settings/admins/lms`: anyone of the company with `lms` (the settings page shows them). */
export async function getCourseAdmins(actor: Actor, client: string): Promise<CourseAdminsView> {
  return { userIds: await courseAdminIds(companyOfPath(actor, client)) };
}

/** `PUT`: admins only (the route's access); every id an active person of the company. */
export async function setCourseAdmins(actor: Actor, client: string, body: CourseAdminsBody): Promise<CourseAdminsView> {
  const clientId = companyOfPath(actor, client);
  await requireCompanyPeople(clientId, body.userIds, "userIds");
  await db().entities.courseAdmins.put({ clientId, userIds: body.userIds, updatedAt: new Date().toISOString() }).go();
  return { userIds: body.userIds };
}
