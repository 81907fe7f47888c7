import type { Actor } from "@intranet/contracts";
import { createPollBodySchema, type CreatePollInput } from "@intranet/contracts/polls";
import { createDepartmentBodySchema, type DepartmentView } from "@intranet/contracts/structure";
import * as z from "zod/mini";
import { syncPeople } from "../audiences";
import { addDeptUsers, createDepartment } from "../structure";
import { ensureTestTenant } from "../testing/actors";
import { updateUser } from "../users";
import { member, type Member } from "../users/test-support";
import { createPoll } from "./polls";

/** Polls test helpers (tests only): a company with Sales ← Sales East and people placed in them. */
export interface PollsCompany {
  tenantId: string;
  admin: Member;
  author: Member;
  /** In Sales East (so also in Sales), London, man. */
  seller: Member;
  /** In no department. */
  outsider: Member;
  acme: DepartmentView;
  sales: DepartmentView;
  east: DepartmentView;
}

export async function pollsCompany(): Promise<PollsCompany> {
  const tenantId = await ensureTestTenant();
  const [admin, author, seller, outsider] = await Promise.all([
    member(tenantId, { role: "admin", profile: { firstName: "Ada", lastName: "Admin" } }),
    member(tenantId, { rights: ["polls"], profile: { firstName: "Paula", lastName: "Author" } }),
    member(tenantId, { rights: ["polls"], profile: { firstName: "Sam", lastName: "Seller" } }),
    member(tenantId, { rights: ["polls"], profile: { firstName: "Otto", lastName: "Outsider" } }),
  ]);
  const make = (input: z.input<typeof createDepartmentBodySchema>) =>
    createDepartment(admin!.actor, z.parse(createDepartmentBodySchema, input));
  const acme = await make({ name: "Acme" });
  const sales = await make({ name: "Sales", parent: acme._id });
  const east = await make({ name: "Sales East", parent: sales._id });
  await addDeptUsers(admin!.actor, { dept_id: east._id, users: [seller!.userId] });
  await updateUser(admin!.actor, seller!.userId, { city: "London", gender: "man", birthDate: "1990-05-01" });
  await syncPeople(
    tenantId,
    [admin!, author!, seller!, outsider!].map((person) => person.userId),
  );
  return { tenantId, admin: admin!, author: author!, seller: seller!, outsider: outsider!, acme, sales, east };
}

/** More people placed in a department (synced into the directory). */
export async function peopleIn(company: PollsCompany, deptId: string, count: number): Promise<Member[]> {
  const people = await Promise.all(
    Array.from({ length: count }, (_, index) =>
      member(company.tenantId, { rights: ["polls"], profile: { firstName: `P${index}`, lastName: "Person" } }),
    ),
  );
  await addDeptUsers(company.admin.actor, { dept_id: deptId, users: people.map((person) => person.userId) });
  await syncPeople(
    company.tenantId,
    people.map((person) => person.userId),
  );
  return people;
}

/** Every question kind, the first mandatory. */
export const allKinds: CreatePollInput["questions"] = [
  { text: "Pick one", kind: "list1", mandatory: true, answers: ["Red", "Green", "Blue"] },
  { text: "Pick some", kind: "list_m", answers: ["Tea", "Coffee", "Juice"] },
  { text: "Rate 1-5", kind: "range5" },
  { text: "Rate 1-10", kind: "range10" },
  { text: "Rate 1-100", kind: "range100" },
  { text: "In a word", kind: "short" },
  { text: "Tell us more", kind: "long" },
];

export function newPoll(actor: Actor, input: Partial<CreatePollInput> = {}) {
  return createPoll(
    actor,
    z.parse(createPollBodySchema, { name: "Pulse", type: "opened", questions: allKinds, ...input }),
  );
}
