import * as z from "zod/mini";
import { createDepartmentBodySchema } from "@intranet/contracts/structure";
import { batchWrite } from "../db";
import { clock, newId } from "../platform";
import { addDeptUsers, createDepartment, setDepartmentHead } from "../structure";
import { ensureTestTenant } from "../testing/actors";
import { member, type Member } from "../users/test-support";
import { db } from "./entities";
import type { IdpPlanRecord } from "./plan.entity";

/** A company for plans: an admin, Sales (a chief over a worker and a colleague), an observer, an outsider. */
export interface IdpCompany {
  tenantId: string;
  admin: Member;
  chief: Member;
  worker: Member;
  colleague: Member;
  observer: Member;
  outsider: Member;
  salesId: string;
}

export async function idpCompany(): Promise<IdpCompany> {
  const tenantId = await ensureTestTenant();
  const [admin, chief, worker, colleague, observer, outsider] = await Promise.all([
    member(tenantId, { role: "admin", profile: { firstName: "Ada", lastName: "Admin" } }),
    member(tenantId, { profile: { firstName: "Carl", lastName: "Chief" } }),
    member(tenantId, { profile: { firstName: "Willa", lastName: "Worker" } }),
    member(tenantId, { profile: { firstName: "Cole", lastName: "Colleague" } }),
    member(tenantId, { profile: { firstName: "Olga", lastName: "Observer" } }),
    member(tenantId, { profile: { firstName: "Otto", lastName: "Outsider" } }),
  ]);
  const sales = await createDepartment(admin.actor, z.parse(createDepartmentBodySchema, { name: "Sales" }));
  await addDeptUsers(admin.actor, { dept_id: sales._id, users: [chief.userId, worker.userId, colleague.userId] });
  await setDepartmentHead(admin.actor, { dept_id: sales._id, headUser: chief.userId });
  return { tenantId, admin, chief, worker, colleague, observer, outsider, salesId: sales._id };
}

/**
 * `count` active plans of made-up employees written straight to the table, each with a link to
 * `leaderId` (a company of 10,000 plans for a bench in seconds). Tests and benches only: the
 * company's counters are not moved.
 */
export async function writePlans(clientId: string, leaderId: string, count: number): Promise<void> {
  const at = clock().now().toISOString();
  const plans: IdpPlanRecord[] = Array.from({ length: count }, (_, index) => ({
    clientId,
    planId: newId(),
    title: `Plan ${index + 1}`,
    description: "",
    employeeId: newId(),
    creatorId: leaderId,
    chiefIds: [],
    status: "active",
    tasks: [{ id: newId(), title: "Read a book", description: "", done: false }],
    revision: 0,
    createdAt: at,
    updatedAt: at,
  }));
  const links = plans.map((plan) => ({ clientId, userId: leaderId, planId: plan.planId, roles: ["creator"] }));
  await batchWrite((items) => db().entities.idpPlan.put(items).go(), plans, ["clientId", "planId"]);
  await batchWrite((items) => db().entities.idpLink.put(items).go(), links, ["clientId", "userId", "planId"]);
}
