import type { Actor } from "@intranet/contracts";
import { createDepartmentBodySchema } from "@intranet/contracts/structure";
import { syncPeople } from "@intranet/core/audiences";
import { addDeptUsers, createDepartment } from "@intranet/core/structure";
import type { LocalRuntime } from "../runtime";

/**
 * Departments under a root "Acme", each with its people, made by the company's admin, and the
 * audiences' directory brought up to date: grants and recipients by department then hold them.
 * Answers the departments' ids by name.
 */
export async function departmentsWith(
  runtime: LocalRuntime,
  admin: { clientId: string; userId: string },
  people: Record<string, Array<{ userId: string }>>,
): Promise<Record<string, string>> {
  const actor: Actor = {
    userId: admin.userId,
    tenantId: admin.clientId,
    homeTenantId: admin.clientId,
    roles: ["admin"],
    rights: [],
  };
  const department = (name: string, parent?: string) =>
    createDepartment(actor, createDepartmentBodySchema.parse({ name, parent }));
  const root = await department("Acme");
  const ids: Record<string, string> = {};
  for (const [name, members] of Object.entries(people)) {
    const made = await department(name, root._id);
    ids[name] = made._id;
    await addDeptUsers(actor, { dept_id: made._id, users: members.map((member) => member.userId) });
  }
  await runtime.bus.drain();
  const everyone = [admin, ...Object.values(people).flat()].map((person) => person.userId);
  await syncPeople(admin.clientId, [...new Set(everyone)]);
  return ids;
}
