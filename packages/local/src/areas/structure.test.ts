import { beforeAll, describe, expect, it } from "vitest";
import type { DepartmentView, StructureView } from "@intranet/contracts/structure";
import { member, type Member } from "@intranet/core/users/test-support";
import { useTestApi, type Caller, type TestApi } from "../testing/api";
import { expectError, ok } from "../testing/expect-http";
import { ensureTestTenant, tokenFor } from "../testing/tokens";

const api = useTestApi();

const as: TestApi["as"] = (...args) => api.as(...args);

interface Company {
  tenantId: string;
  admin: Member;
  ann: Member;
  bob: Member;
  /** An employee without the `structures` right. */
  noRight: Member;
  superadmin: Caller;
  root: DepartmentView;
}

async function company(): Promise<Company> {
  const tenantId = await ensureTestTenant();
  const [admin, ann, bob, noRight, platform] = await Promise.all([
    member(tenantId, { role: "admin" }),
    member(tenantId, { rights: ["structures"], profile: { firstName: "Ann", lastName: "Archer" } }),
    member(tenantId, { rights: ["structures"], profile: { firstName: "Bob", lastName: "Baker" } }),
    member(tenantId, { rights: ["wall"] }),
    tokenFor({ role: "superadmin" }),
  ]);
  const root = await ok(as(admin, "POST", "/api/structure", { body: { name: "Company" } }), 201);
  return { tenantId, admin, ann, bob, noRight, superadmin: { token: platform.token, tenantId }, root };
}

let c: Company;
let other: Company;
beforeAll(async () => {
  [c, other] = await Promise.all([company(), company()]);
});

describe("company structure over HTTP", () => {
  it("an admin builds departments and places people; employees read the tree, the people and their chiefs", async () => {
    const { admin, ann, bob, root, tenantId } = c;
    const sales: DepartmentView = await ok(
      as(admin, "POST", "/api/structure", { body: { name: "  Sales ", parent: root._id, description: "Deals" } }),
      201,
    );
    expect(sales).toMatchObject({ name: "Sales", parent: root._id, type: "administrative", employees: 0 });
    await ok(as(admin, "POST", "/api/dept_users", { body: { dept_id: root._id, users: [ann.userId] } }));
    await ok(as(admin, "PUT", "/api/dept_users", { body: { dept_id: root._id, headUser: ann.userId } }));
    const people = await ok(
      as(admin, "POST", "/api/dept_users", { body: { dept_id: sales._id, users: [bob.userId] } }),
    );
    expect(people).toMatchObject({
      dept_id: sales._id,
      headUser: null,
      users: [{ _id: bob.userId, lastName: "Baker" }],
    });

    const tree: StructureView = await ok(as(bob, "GET", `/api/structure/byClient/${tenantId}`));
    expect(tree.departments.map((dept) => [dept.name, dept.employees, dept.headUser])).toEqual([
      ["Company", 1, ann.userId],
      ["Sales", 1, null],
    ]);
    expect(tree.heads).toEqual([expect.objectContaining({ _id: ann.userId, firstName: "Ann", lastName: "Archer" })]);
    const ofSales = await ok(as(bob, "GET", `/api/structure/dept_users?dept=${sales._id}`));
    expect(ofSales.users.map((user: { _id: string }) => user._id)).toEqual([bob.userId]);
    expect(await ok(as(bob, "GET", `/api/structure/chiefs/${bob.userId}`))).toEqual({
      user_id: bob.userId,
      department: sales._id,
      chiefs: [{ userId: ann.userId, deptId: root._id }],
    });

    await ok(as(admin, "PUT", "/api/structure/clear_chief", { body: { dept_id: root._id } }));
    expect((await ok(as(bob, "GET", `/api/structure/chiefs/${bob.userId}`))).chiefs).toEqual([]);
    await ok(as(admin, "DELETE", "/api/dept_users", { body: { dept_id: sales._id, users: [bob.userId] } }));
    expect(await ok(as(admin, "DELETE", `/api/structure/${sales._id}`))).toEqual({ _id: sales._id, deleted: true });
  });

  it("a fired employee leaves their department and the head's place; the chain of chiefs skips them", async () => {
    const { admin, root } = c;
    const [boss, worker] = await Promise.all([
      member(c.tenantId, { profile: { firstName: "Fired", lastName: "Boss" } }),
      member(c.tenantId, { profile: { firstName: "Will", lastName: "Stay" } }),
    ]);
    const team: DepartmentView = await ok(
      as(admin, "POST", "/api/structure", { body: { name: "Team", parent: root._id } }),
      201,
    );
    await ok(
      as(admin, "POST", "/api/dept_users", { body: { dept_id: team._id, users: [boss.userId, worker.userId] } }),
    );
    await ok(as(admin, "PUT", "/api/dept_users", { body: { dept_id: team._id, headUser: boss.userId } }));
    expect((await ok(as(worker, "GET", `/api/structure/chiefs/${worker.userId}`))).chiefs[0].userId).toBe(boss.userId);

    await ok(as(admin, "PUT", `/api/user/delete/${boss.userId}`, { body: { mode: "fire" } }));
    await api.bus.drain();
    const people = await ok(as(admin, "GET", `/api/structure/dept_users?dept=${team._id}`));
    expect(people).toMatchObject({ headUser: null, users: [{ _id: worker.userId }] });
    const tree: StructureView = await ok(as(admin, "GET", `/api/structure/byClient/${c.tenantId}`));
    expect(tree.departments.find((dept) => dept._id === team._id)).toMatchObject({ employees: 1, headUser: null });
    expect(
      (await ok(as(worker, "GET", `/api/structure/chiefs/${worker.userId}`))).chiefs.map(
        (chief: { userId: string }) => chief.userId,
      ),
    ).not.toContain(boss.userId);
  });

  it("refuses bad input and broken rules with catalogue codes, changing nothing", async () => {
    const { admin, root, tenantId } = c;
    const before = await ok(as(admin, "GET", `/api/structure/byClient/${tenantId}`));
    const blank = await as(admin, "POST", "/api/structure", { body: { name: "  ", parent: root._id } });
    expectError(blank, 400, "common.validation");
    expect(blank.body.error.details.issues).toEqual([
      expect.objectContaining({ path: "name", message: "structure.name_required" }),
    ]);
    expectError(await as(admin, "POST", "/api/structure", { body: { name: "Two" } }), 409, "structure.root_exists");
    expectError(
      await as(admin, "PUT", "/api/structure", { body: { _id: root._id, parent: root._id } }),
      400,
      "structure.move_into_itself",
    );
    expectError(await as(admin, "DELETE", `/api/structure/${root._id}`), 409, "structure.root_cannot_be_deleted");
    expectError(
      await as(admin, "PUT", "/api/dept_users", { body: { dept_id: root._id, headUser: c.bob.userId } }),
      400,
      "structure.head_not_member",
    );
    expectError(await as(admin, "GET", `/api/structure/byClient/${tenantId}?type=matrix`), 400, "common.validation");
    expect(await ok(as(admin, "GET", `/api/structure/byClient/${tenantId}`))).toEqual(before);
  });

  it("lets only admins change it; an employee without the right does not read it", async () => {
    const { ann, noRight, root, tenantId } = c;
    expectError(
      await as(ann, "POST", "/api/structure", { body: { name: "Mine", parent: root._id } }),
      403,
      "common.no_access",
    );
    expectError(await as(ann, "DELETE", `/api/structure/${root._id}`), 403, "common.no_access");
    expectError(await as(noRight, "GET", `/api/structure/byClient/${tenantId}`), 403, "common.no_access");
  });

  it("the superadmin inside the workspace reads and edits it like an admin", async () => {
    const { superadmin, root, tenantId } = c;
    const dept = await ok(as(superadmin, "POST", "/api/structure", { body: { name: "Board", parent: root._id } }), 201);
    const tree: StructureView = await ok(as(superadmin, "GET", `/api/structure/byClient/${tenantId}`));
    expect(tree.departments.map((d) => d._id)).toContain(dept._id);
    await ok(as(superadmin, "DELETE", `/api/structure/${dept._id}`));
  });

  it("keeps tenants apart: another company's admin neither reads nor changes this structure", async () => {
    const { root, tenantId, ann } = c;
    const stranger = other.admin;
    expectError(await as(stranger, "GET", `/api/structure/byClient/${tenantId}`), 403, "common.no_access");
    expectError(await as(stranger, "GET", `/api/structure/dept_users?dept=${root._id}`), 404, "structure.not_found");
    expectError(
      await as(stranger, "PUT", "/api/structure", { body: { _id: root._id, name: "Mine" } }),
      404,
      "structure.not_found",
    );
    expectError(await as(stranger, "DELETE", `/api/structure/${root._id}`), 404, "structure.not_found");
    expectError(
      await as(stranger, "POST", "/api/dept_users", { body: { dept_id: other.root._id, users: [ann.userId] } }),
      400,
      "structure.user_not_active",
    );
    expect((await ok(as(stranger, "GET", `/api/structure/chiefs/${ann.userId}`))).chiefs).toEqual([]);
    const own: StructureView = await ok(as(stranger, "GET", `/api/structure/byClient/${other.tenantId}`));
    expect(own.departments.map((d) => d._id)).toEqual([other.root._id]);
  });
});
