import type { Actor } from "@intranet/contracts";
import { serviceBodySchema, serviceGroupBodySchema, type ServiceBodyInput } from "@intranet/contracts/services";
import { createDepartmentBodySchema, type DepartmentView } from "@intranet/contracts/structure";
import * as z from "zod/mini";
import { syncPeople } from "../audiences";
import { addDeptUsers, createDepartment, setDepartmentHead } from "../structure";
import { ensureTestTenant } from "../testing/actors";
import { member, type Member } from "../users/test-support";
import { createGroup } from "./groups";
import { createService } from "./services";

/**
 * Services test helpers (tests only): a company with an admin, a department (Support, its head
 * `head`, its member `agent`) and people outside it, and one group. Request tests reuse it.
 */
export interface ServicesFixture {
  tenantId: string;
  admin: Member;
  /** Head of Support. */
  head: Member;
  /** In Support. */
  agent: Member;
  /** In no department. */
  employee: Member;
  other: Member;
  support: DepartmentView;
  groupId: string;
}

export async function servicesFixture(): Promise<ServicesFixture> {
  const tenantId = await ensureTestTenant();
  const [admin, head, agent, employee, other] = await Promise.all([
    member(tenantId, { role: "admin", profile: { firstName: "Ada", lastName: "Admin" } }),
    member(tenantId, { profile: { firstName: "Hal", lastName: "Head" } }),
    member(tenantId, { profile: { firstName: "Ann", lastName: "Agent" } }),
    member(tenantId, { profile: { firstName: "Eve", lastName: "Employee" } }),
    member(tenantId, { profile: { firstName: "Oli", lastName: "Other" } }),
  ]);
  const support = await createDepartment(admin!.actor, z.parse(createDepartmentBodySchema, { name: "Support" }));
  await addDeptUsers(admin!.actor, { dept_id: support._id, users: [head!.userId, agent!.userId] });
  await setDepartmentHead(admin!.actor, { dept_id: support._id, headUser: head!.userId });
  await syncPeople(
    tenantId,
    [admin!, head!, agent!, employee!, other!].map((person) => person.userId),
  );
  const group = await newGroup(admin!.actor, "IT");
  return {
    tenantId,
    admin: admin!,
    head: head!,
    agent: agent!,
    employee: employee!,
    other: other!,
    support,
    groupId: group._id,
  };
}

export const newGroup = (admin: Actor, name = "Group") => createGroup(admin, z.parse(serviceGroupBodySchema, { name }));

/** A service body (a simple service for all, one form field, one step answered by the initiator's chief). */
export const serviceBody = (groupId: string, overrides: Partial<ServiceBodyInput> = {}) =>
  z.parse(serviceBodySchema, {
    name: "New laptop",
    groupId,
    description: "<p>Order a <b>laptop</b> for work</p>",
    fields: [{ id: "f1", name: "Model", type: "string" }],
    steps: [{ name: "Chief approves", performer: { kind: "chief" } }],
    ...overrides,
  });

/** A service created by `admin` in `overrides.groupId` (the fixture's group by default). */
export function newService(
  fixture: Pick<ServicesFixture, "admin" | "groupId">,
  overrides: Partial<ServiceBodyInput> = {},
) {
  return createService(fixture.admin.actor, serviceBody(overrides.groupId ?? fixture.groupId, overrides));
}
