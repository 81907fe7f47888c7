import type { Actor } from "@intranet/contracts";
import { createDepartmentBodySchema, type StructureType } from "@intranet/contracts/structure";
import { addDeptUsers, createDepartment, setDepartmentHead } from "@intranet/core/structure";
import { demoAdmin, demoEmployees } from "./demo-people";
import type { SeededPerson } from "./demo-cast";
import type { DemoStep } from "./demo-step";

/** Departments by the demo people's `department`, their heads by login; Ben (the CEO) heads the company. */
const heads: Record<string, string> = {
  Management: "demo-admin",
  Sales: "chloe.davis",
  Engineering: "frank.green",
  Finance: "jack.king",
  Marketing: "liam.moore",
};
const ceo = "ben.carter";

/** Before the steps that read people's departments (polls, moods, calendar, articles, vacancies). */
export const demoStep: DemoStep = {
  name: "structure",
  order: 40,
  run: ({ clientId, people }) => seedDemoStructure(clientId, people),
};

/**
 * The demo company's structure (module guide §4), through the structure's services like the API:
 * the administrative tree (the company, headed by its CEO, and one department per demo department
 * with its head and people), and a project structure with one cross-department project, so the
 * org chart, the employee lists and the chain of chiefs have something to show.
 */
export async function seedDemoStructure(clientId: string, people: SeededPerson[]): Promise<void> {
  const idOf = (login: string) => {
    const person = people.find((candidate) => candidate.login === login);
    if (!person) throw new Error(`demo person ${login} missing`);
    return person.userId;
  };
  const admin: Actor = {
    userId: idOf(demoAdmin.login),
    tenantId: clientId,
    homeTenantId: clientId,
    roles: ["admin", "employee"],
    rights: [],
  };
  const create = (type: StructureType, name: string, parent: string | null, description = "") =>
    createDepartment(admin, createDepartmentBodySchema.parse({ type, name, parent, description }));
  const place = async (deptId: string, logins: string[], head?: string) => {
    await addDeptUsers(admin, { dept_id: deptId, users: logins.map(idOf) });
    if (head) await setDepartmentHead(admin, { dept_id: deptId, headUser: idOf(head) });
  };

  const company = await create("administrative", "Demo Company", null, "The whole company");
  await place(company._id, [ceo], ceo);
  const everyone = [demoAdmin, ...demoEmployees].filter((person) => person.login !== ceo);
  for (const [name, head] of Object.entries(heads)) {
    const dept = await create("administrative", name, company._id);
    await place(
      dept._id,
      everyone.filter((person) => person.department === name).map((person) => person.login),
      head,
    );
  }

  const projects = await create("project", "Projects", null, "Cross-department projects");
  const relaunch = await create("project", "Website relaunch", projects._id, "The new public website, live in spring");
  await place(relaunch._id, ["liam.moore", "mia.nash", "grace.hill", "henry.irwin"], "liam.moore");
}
