import { beforeAll, describe, expect, it } from "vitest";
import { createDepartmentBodySchema, type DepartmentView } from "@intranet/contracts/structure";
import * as z from "zod/mini";
import { ensureTestTenant } from "../testing/actors";
import { captureEvents } from "../testing/capture";
import { member, refusal, type Member } from "../users/test-support";
import { importDepartments } from "./bulk";
import { createDepartment } from "./departments";
import { structureSnapshot } from "./snapshot";

const events = captureEvents();

let tenantId: string;
let admin: Member;
let root: DepartmentView;
let a: DepartmentView;
let b: DepartmentView;

const make = (input: z.input<typeof createDepartmentBodySchema>) =>
  createDepartment(admin.actor, z.parse(createDepartmentBodySchema, input));
const parents = async (type: "administrative" | "functional" = "administrative") => {
  const snapshot = await structureSnapshot(tenantId, type);
  const name = (id: string | null) => (id ? snapshot.departments.get(id)!.name : null);
  return Object.fromEntries([...snapshot.departments.values()].map((dept) => [dept.name, name(dept.parentId)]));
};

beforeAll(async () => {
  tenantId = await ensureTestTenant();
  admin = await member(tenantId, { role: "admin" });
  root = await make({ name: "Root" });
  a = await make({ name: "A", parent: root._id });
  b = await make({ name: "B", parent: a._id });
});

describe("many departments at once (the HR import's door)", () => {
  it("refuses a move under the department's own descendant, and what hangs on a refused draft", async () => {
    const before = await parents();
    const result = await importDepartments(admin.actor, "administrative", [
      { key: "a", deptId: a._id, parent: { deptId: b._id } },
      { key: "lost", parent: { deptId: "nowhere" }, name: "Lost" },
      { key: "lost child", parent: { key: "lost" }, name: "Lost child" },
    ]);
    expect(Object.fromEntries(result.failed)).toEqual({
      a: "structure.move_into_child",
      lost: "structure.parent_not_found",
      "lost child": "structure.parent_not_found",
    });
    expect(result.created.size).toBe(0);
    expect(await parents()).toEqual(before);
  });

  it("creates children listed before their parents, and swaps a parent and its child", async () => {
    const published = events.length;
    const result = await importDepartments(admin.actor, "administrative", [
      { key: "n1", parent: { key: "n0" }, name: "N1" },
      { key: "n0", parent: { deptId: b._id }, name: "N0", description: "New" },
      { key: "a", deptId: a._id, parent: { deptId: b._id }, name: "A renamed" },
      { key: "b", deptId: b._id, parent: { deptId: root._id } },
    ]);
    expect(result.failed.size).toBe(0);
    expect([...result.created.keys()].sort()).toEqual(["n0", "n1"]);
    expect(await parents()).toEqual({ Root: null, B: "Root", "A renamed": "B", N0: "B", N1: "N0" });
    const moved = events.slice(published).flatMap((event) => (event.detail as { deptIds: string[] }).deptIds);
    expect(moved.sort()).toEqual([a._id, b._id].sort());
  });

  it("creates the root of an empty type first", async () => {
    const result = await importDepartments(admin.actor, "functional", [
      { key: "child", parent: { key: "root" }, name: "Child" },
      { key: "root", name: "Functions" },
    ]);
    expect(result.failed.size).toBe(0);
    expect(await parents("functional")).toEqual({ Functions: null, Child: "Functions" });
    const again = await importDepartments(admin.actor, "functional", [{ key: "second", name: "Second root" }]);
    expect(Object.fromEntries(again.failed)).toEqual({ second: "structure.root_exists" });
  });

  it("is for admins", async () => {
    const employee = await member(tenantId);
    expect(await refusal(() => importDepartments(employee.actor, "administrative", []))).toBe("common.no_access");
  });
});
