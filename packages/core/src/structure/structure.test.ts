import { beforeAll, describe, expect, it } from "vitest";
import { createDepartmentBodySchema, type DepartmentView } from "@intranet/contracts/structure";
import * as z from "zod/mini";
import { ensureTestTenant } from "../testing/actors";
import { member, refusal, type Member } from "../users/test-support";
import { chiefsOf } from "./chiefs";
import { createDepartment, deleteDepartment, getStructure, updateDepartment } from "./departments";
import { addDeptUsers, clearDepartmentHead, deptUsers, removeDeptUsers, setDepartmentHead } from "./members";

let tenantId: string;
let admin: Member;
let people: Member[];

beforeAll(async () => {
  tenantId = await ensureTestTenant();
  [admin, ...people] = await Promise.all([
    member(tenantId, { role: "admin" }),
    ...Array.from({ length: 6 }, (_, index) =>
      member(tenantId, { rights: ["structures"], profile: { firstName: `P${index}`, lastName: `Person${index}` } }),
    ),
  ]);
});

const create = (input: z.input<typeof createDepartmentBodySchema>) =>
  createDepartment(admin.actor, z.parse(createDepartmentBodySchema, input));
const tree = async (type: "administrative" | "project" = "administrative") =>
  new Map((await getStructure(admin.actor, tenantId, type)).departments.map((dept) => [dept._id, dept]));

/** A fresh structure type per test would need fresh tenants; the project type gets its own small trees. */
async function freshTenant() {
  const id = await ensureTestTenant();
  const [boss, ...staff] = await Promise.all([
    member(id, { role: "admin" }),
    ...Array.from({ length: 4 }, (_, index) =>
      member(id, { profile: { firstName: `S${index}`, lastName: `Staff${index}` } }),
    ),
  ]);
  const make = (input: z.input<typeof createDepartmentBodySchema>) =>
    createDepartment(boss!.actor, z.parse(createDepartmentBodySchema, input));
  return { id, boss: boss!, staff, make };
}

describe("departments", () => {
  let root: DepartmentView;
  let sales: DepartmentView;
  let east: DepartmentView;
  let it_: DepartmentView;

  beforeAll(async () => {
    root = await create({ name: "Acme" });
    sales = await create({ name: "Sales", parent: root._id });
    east = await create({ name: "Sales East", parent: sales._id });
    it_ = await create({ name: "IT", parent: root._id, description: "Computers" });
  });

  it("reads one structure type whole, siblings by name, each with its parent", async () => {
    const view = await getStructure(people[0]!.actor, tenantId, "administrative");
    expect(view.departments.map((dept) => [dept.name, dept.parent])).toEqual([
      ["Acme", null],
      ["IT", root._id],
      ["Sales", root._id],
      ["Sales East", sales._id],
    ]);
    expect(view.heads).toEqual([]);
    expect(await getStructure(admin.actor, tenantId, "functional")).toEqual({
      type: "functional",
      departments: [],
      heads: [],
    });
  });

  it("has one root per type, and a parent must be in the same type", async () => {
    expect(await refusal(() => create({ name: "Second root" }))).toBe("structure.root_exists");
    expect(await refusal(() => create({ name: "Lost", type: "project", parent: sales._id }))).toBe(
      "structure.parent_not_found",
    );
    const projects = await create({ name: "Projects", type: "project" });
    expect(await refusal(() => create({ name: "Lost", type: "project", parent: sales._id }))).toBe(
      "structure.parent_not_found",
    );
    expect((await tree("project")).get(projects._id)).toMatchObject({ parent: null, type: "project" });
  });

  it("refuses moves into itself, into a sub-department, and of the root; changes nothing", async () => {
    const before = await tree();
    expect(await refusal(() => updateDepartment(admin.actor, { _id: sales._id, parent: sales._id }))).toBe(
      "structure.move_into_itself",
    );
    expect(await refusal(() => updateDepartment(admin.actor, { _id: sales._id, parent: east._id }))).toBe(
      "structure.move_into_child",
    );
    expect(await refusal(() => updateDepartment(admin.actor, { _id: root._id, parent: it_._id }))).toBe(
      "structure.root_cannot_move",
    );
    expect(await refusal(() => updateDepartment(admin.actor, { _id: east._id, parent: "nowhere" }))).toBe(
      "structure.parent_not_found",
    );
    expect(await tree()).toEqual(before);
  });

  it("moves and renames a department", async () => {
    const moved = await updateDepartment(admin.actor, { _id: east._id, parent: it_._id, name: "Helpdesk" });
    expect(moved).toMatchObject({ parent: it_._id, name: "Helpdesk" });
    expect((await tree()).get(east._id)).toMatchObject({ parent: it_._id, name: "Helpdesk" });
    await updateDepartment(admin.actor, { _id: east._id, parent: sales._id, name: "Sales East" });
  });

  it("refuses to delete the root, a department with sub-departments or with employees; changes nothing", async () => {
    await addDeptUsers(admin.actor, { dept_id: east._id, users: [people[5]!.userId] });
    const before = await tree();
    expect(await refusal(() => deleteDepartment(admin.actor, root._id))).toBe("structure.root_cannot_be_deleted");
    expect(await refusal(() => deleteDepartment(admin.actor, sales._id))).toBe("structure.has_children");
    expect(await refusal(() => deleteDepartment(admin.actor, east._id))).toBe("structure.has_employees");
    expect(await tree()).toEqual(before);
    await removeDeptUsers(admin.actor, { dept_id: east._id, users: [people[5]!.userId] });
    const temp = await create({ name: "Temp", parent: it_._id });
    expect(await deleteDepartment(admin.actor, temp._id)).toEqual({ _id: temp._id, deleted: true });
    expect((await tree()).has(temp._id)).toBe(false);
  });

  it("is changed only by admins", async () => {
    const employee = people[0]!.actor;
    expect(
      await refusal(() =>
        createDepartment(employee, z.parse(createDepartmentBodySchema, { name: "X", parent: root._id })),
      ),
    ).toBe("common.no_access");
    expect(await refusal(() => deleteDepartment(employee, it_._id))).toBe("common.no_access");
    expect(await refusal(() => addDeptUsers(employee, { dept_id: it_._id, users: [employee.userId] }))).toBe(
      "common.no_access",
    );
  });
});

describe("employees of departments and the chain of chiefs", () => {
  it("places a person in one administrative department, moving them with exact counts", async () => {
    const { boss, staff, make } = await freshTenant();
    const root = await make({ name: "Co" });
    const a = await make({ name: "A", parent: root._id });
    const b = await make({ name: "B", parent: root._id });
    const [ann, bob] = staff as [Member, Member];
    await addDeptUsers(boss.actor, { dept_id: a._id, users: [ann.userId, bob.userId] });
    await setDepartmentHead(boss.actor, { dept_id: a._id, headUser: ann.userId });
    const moved = await addDeptUsers(boss.actor, { dept_id: b._id, users: [ann.userId] });
    expect(moved.users.map((user) => user._id)).toEqual([ann.userId]);

    const view = new Map(
      (await getStructure(boss.actor, boss.tenantId, "administrative")).departments.map((d) => [d._id, d]),
    );
    expect(view.get(a._id)).toMatchObject({ employees: 1, headUser: null }); // the head moved away
    expect(view.get(b._id)).toMatchObject({ employees: 1 });
    expect((await deptUsers(boss.actor, a._id)).users.map((user) => user._id)).toEqual([bob.userId]);
    // Adding someone already there changes nothing.
    await addDeptUsers(boss.actor, { dept_id: b._id, users: [ann.userId] });
    expect((await deptUsers(boss.actor, b._id)).users).toHaveLength(1);
  });

  it("leaves a person in exactly one department when two placements race", async () => {
    const { boss, staff, make } = await freshTenant();
    const root = await make({ name: "Co" });
    const departments = await Promise.all(["A", "B", "C", "D"].map((name) => make({ name, parent: root._id })));
    const person = staff[0]!;
    const results = await Promise.allSettled(
      departments.map((dept) => addDeptUsers(boss.actor, { dept_id: dept._id, users: [person.userId] })),
    );
    expect(results.some((result) => result.status === "fulfilled")).toBe(true);
    const view = (await getStructure(boss.actor, boss.tenantId, "administrative")).departments;
    const holding = [];
    for (const dept of departments) {
      const members = (await deptUsers(boss.actor, dept._id)).users.map((user) => user._id);
      if (members.includes(person.userId)) holding.push(dept._id);
      expect(view.find((d) => d._id === dept._id)!.employees).toBe(members.length);
    }
    expect(holding).toHaveLength(1);
    expect((await chiefsOf(boss.tenantId, person.userId)).department).toBe(holding[0]);
  });

  it("lets people belong to several project departments", async () => {
    const { boss, staff, make } = await freshTenant();
    const root = await make({ name: "Projects", type: "project" });
    const x = await make({ name: "X", type: "project", parent: root._id });
    const y = await make({ name: "Y", type: "project", parent: root._id });
    await addDeptUsers(boss.actor, { dept_id: x._id, users: [staff[0]!.userId] });
    await addDeptUsers(boss.actor, { dept_id: y._id, users: [staff[0]!.userId] });
    expect((await deptUsers(boss.actor, x._id)).users).toHaveLength(1);
    expect((await deptUsers(boss.actor, y._id)).users).toHaveLength(1);
  });

  it("takes only active employees of the company, and a head from the department's employees", async () => {
    const { boss, staff, make } = await freshTenant();
    const root = await make({ name: "Co" });
    const stranger = people[0]!.userId; // another tenant's employee
    expect(await refusal(() => addDeptUsers(boss.actor, { dept_id: root._id, users: [stranger] }))).toBe(
      "structure.user_not_active",
    );
    expect(await refusal(() => setDepartmentHead(boss.actor, { dept_id: root._id, headUser: staff[1]!.userId }))).toBe(
      "structure.head_not_member",
    );
    expect((await deptUsers(boss.actor, root._id)).users).toEqual([]);
  });

  it("answers the chain of chiefs: the head of one's department, or of the parent when one heads it", async () => {
    const { boss, staff, make } = await freshTenant();
    const [ceo, head, worker, loner] = staff as [Member, Member, Member, Member];
    const root = await make({ name: "Co" });
    const dept = await make({ name: "Sales", parent: root._id });
    const team = await make({ name: "Team", parent: dept._id }); // no head
    await addDeptUsers(boss.actor, { dept_id: root._id, users: [ceo.userId] });
    await addDeptUsers(boss.actor, { dept_id: dept._id, users: [head.userId] });
    await addDeptUsers(boss.actor, { dept_id: team._id, users: [worker.userId] });
    await setDepartmentHead(boss.actor, { dept_id: root._id, headUser: ceo.userId });
    await setDepartmentHead(boss.actor, { dept_id: dept._id, headUser: head.userId });

    expect((await chiefsOf(boss.tenantId, worker.userId)).chiefs.map((chief) => chief.userId)).toEqual([
      head.userId,
      ceo.userId,
    ]);
    expect((await chiefsOf(boss.tenantId, head.userId)).chiefs.map((chief) => chief.userId)).toEqual([ceo.userId]);
    expect((await chiefsOf(boss.tenantId, ceo.userId)).chiefs).toEqual([]);
    expect(await chiefsOf(boss.tenantId, loner.userId)).toEqual({ department: null, chiefs: [] });

    await clearDepartmentHead(boss.actor, dept._id);
    expect((await chiefsOf(boss.tenantId, worker.userId)).chiefs.map((chief) => chief.userId)).toEqual([ceo.userId]);
    // A removed head leaves the head's place empty.
    await setDepartmentHead(boss.actor, { dept_id: dept._id, headUser: head.userId });
    await removeDeptUsers(boss.actor, { dept_id: dept._id, users: [head.userId] });
    const view = (await getStructure(boss.actor, boss.tenantId, "administrative")).departments;
    expect(view.find((d) => d._id === dept._id)).toMatchObject({ headUser: null, employees: 0 });
    expect((await chiefsOf(boss.tenantId, head.userId)).department).toBeNull();
  });

  it("never makes a loop when two moves race (each would be allowed alone), round after round", async () => {
    const { boss, make } = await freshTenant();
    const root = await make({ name: "Co" });
    for (let round = 0; round < 6; round++) {
      const x = await make({ name: `X${round}`, parent: root._id });
      const y = await make({ name: `Y${round}`, parent: root._id });
      const results = await Promise.allSettled([
        updateDepartment(boss.actor, { _id: x._id, parent: y._id }),
        updateDepartment(boss.actor, { _id: y._id, parent: x._id }),
      ]);
      expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(1);
      const refusal = results.find((result) => result.status === "rejected") as PromiseRejectedResult;
      expect(refusal.reason.code).toBe("structure.move_into_child");
      const view = new Map(
        (await getStructure(boss.actor, boss.tenantId, "administrative")).departments.map((d) => [d._id, d]),
      );
      expect([view.get(x._id)!.parent, view.get(y._id)!.parent]).toContain(root._id);
    }
  });
});
