import { beforeAll, describe, expect, it } from "vitest";
import type { UserView } from "@intranet/contracts";
import { member, tenantWithAdmin, type Member } from "@intranet/core/users/test-support";
import { useTestApi, type TestApi } from "../testing/api";
import { expectError, ok } from "../testing/expect-http";

/**
 * Issue 31 item 13: a person's department is one of the structure's, and only an administrator
 * places people (department and position); the employee's own profile edit cannot change them.
 */
const api = useTestApi();
const as: TestApi["as"] = (...args) => api.as(...args);

let admin: Member;
let employee: Member;
let workspace: string;

beforeAll(async () => {
  const company = await tenantWithAdmin();
  admin = company.admin;
  workspace = company.workspace;
  employee = await member(company.tenantId, {
    rights: ["profile_edit"],
    profile: { firstName: "Eve", lastName: "Self", department: "Sales", position: "Agent" },
  });
  const root = await ok(as(admin, "POST", "/api/structure", { body: { name: "Company" } }), 201);
  await ok(
    as(admin, "POST", "/api/structure", { body: { name: "Sales", parent: (root as { _id: string })._id } }),
    201,
  );
});

const stored = async (userId: string): Promise<UserView> => ok(as(admin, "GET", `/api/user/${userId}`));

describe("department and position come from the structure, set by administrators", () => {
  it("an employee edits their own profile but not their department or position", async () => {
    const own = (body: object) => as(employee, "PUT", `/api/user/${employee.userId}`, { body });
    expectError(await own({ department: "Company" }), 403, "employees.placement_admin_only");
    expectError(await own({ position: "Chief executive" }), 403, "employees.placement_admin_only");
    expectError(await own({ position: "" }), 403, "employees.placement_admin_only");
    expect(await stored(employee.userId)).toMatchObject({ department: "Sales", position: "Agent" });
    // The form sent back whole, department and position unchanged, saves the rest.
    const saved: UserView = await ok(own({ department: "Sales", position: "Agent", phone: "+44 20 7946 0000" }));
    expect(saved).toMatchObject({ department: "Sales", position: "Agent", phone: "+44 20 7946 0000" });
  });

  it("an administrator picks a department of the structure; another name is refused and changes nothing", async () => {
    const edit = (body: object) => as(admin, "PUT", `/api/user/${employee.userId}`, { body });
    expectError(await edit({ department: "Marketing", position: "Lead" }), 400, "employees.department_unknown");
    expect(await stored(employee.userId)).toMatchObject({ department: "Sales", position: "Agent" });
    expect(await ok(edit({ department: "Company", position: "Lead" }))).toMatchObject({
      department: "Company",
      position: "Lead",
    });
    expect(await ok(edit({ department: "" }))).not.toHaveProperty("department");
  });

  it("a new employee's department is one of the structure's", async () => {
    const register = (department: string) =>
      as(admin, "POST", "/api/register", {
        body: { firstName: "Nia", lastName: "New", email: `nia.${department.toLowerCase()}@example.test`, department },
      });
    expectError(await register("Nowhere"), 400, "employees.department_unknown");
    const found = await ok(
      as(admin, "POST", `/api/user/filter/${workspace}`, { body: { search: "nia", status: "all" } }),
    );
    expect((found as { items: unknown[] }).items).toEqual([]);
    expect(await ok(register("Sales"), 201)).toMatchObject({ department: "Sales" });
  });
});
