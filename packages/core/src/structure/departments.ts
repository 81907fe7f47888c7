import { isAdminOrAbove, type Actor } from "@intranet/contracts";
import {
  structureLimits,
  type CreateDepartmentBody,
  type DepartmentDeleted,
  type DepartmentView,
  type StructureType,
  type StructureView,
  type UpdateDepartmentBody,
} from "@intranet/contracts/structure";
import { isConditionFailure, named, writeTransaction, ONCE } from "../db";
import { AppError, newId, requireTenant, tenantOfPath } from "../platform";
import type { StructureDeptRecord } from "./department.entity";
import { db } from "./entities";
import { publishStructureChanged } from "./events";
import { memberIds } from "./member-ids";
import { changeTree, subtreeOf } from "./tree";
import { getUsers } from "../users";
import { departmentView, deptUserView } from "./views";

/** Changing the structure is for admins (and a superadmin inside the workspace). */
export function adminIn(actor: Actor): string {
  const clientId = requireTenant(actor);
  if (!isAdminOrAbove(actor)) throw new AppError("common.no_access");
  return clientId;
}

export async function requireDepartment(clientId: string, deptId: string): Promise<StructureDeptRecord> {
  const { data } = await db().entities.structureDept.get({ clientId, deptId }).go({ consistent: true });
  if (!data) throw new AppError("structure.not_found");
  return data;
}

type Named = Pick<StructureDeptRecord, "name" | "deptId">;
const byName = (a: Named, b: Named) => a.name.localeCompare(b.name) || a.deptId.localeCompare(b.deptId);

/**
 * GET /api/structure/byClient/{client}?type=: the whole type in one Query, siblings by name, and
 * the heads' names by BatchGet (one call per 100 heads).
 */
export async function getStructure(actor: Actor, client: string, type: StructureType): Promise<StructureView> {
  const clientId = tenantOfPath(actor, client);
  const { data } = await db().entities.structureDept.query.byType({ clientId, type }).go({ pages: "all" });
  const heads = await getUsers(clientId, [...new Set(data.flatMap((dept) => dept.headUserId ?? []))]);
  return { type, departments: data.sort(byName).map(departmentView), heads: heads.map(deptUserView) };
}

/**
 * POST /api/structure. Without a parent: the type's root, created with the tree's head item only
 * if the type has none. With one: a child, in a tree change (the parent must be in this type now).
 */
export async function createDepartment(actor: Actor, body: CreateDepartmentBody): Promise<DepartmentView> {
  const clientId = adminIn(actor);
  const now = new Date().toISOString();
  const dept: StructureDeptRecord = {
    clientId,
    deptId: newId(),
    type: body.type,
    name: body.name,
    description: body.description,
    employees: 0,
    createdAt: now,
    updatedAt: now,
    ...(body.parent ? { parentId: body.parent } : {}),
  };
  if (!body.parent) {
    const outcome = await writeTransaction(
      (entities) => [
        named(
          "tree",
          entities.structureTree
            .create({
              clientId,
              type: body.type,
              rootId: dept.deptId,
              parents: { [dept.deptId]: "" },
              departments: 1,
              revision: 1,
            })
            .commit(),
        ),
        named("dept", entities.structureDept.create(dept).commit()),
      ],
      ONCE,
    );
    if (outcome.failed("tree")) throw new AppError("structure.root_exists");
    if (!outcome.ok) throw new AppError("common.conflict");
    return departmentView(dept);
  }
  await changeTree(
    clientId,
    body.type,
    (shape, entities) => {
      if (shape.parents[body.parent!] === undefined) throw new AppError("structure.parent_not_found");
      if (Object.keys(shape.parents).length >= structureLimits.departmentsMax)
        throw new AppError("structure.too_many_departments", { max: structureLimits.departmentsMax });
      shape.parents[dept.deptId] = body.parent!;
      return [named("dept", entities.structureDept.create(dept).commit())];
    },
    { noTree: "structure.parent_not_found" },
  );
  return departmentView(dept);
}

/**
 * PUT /api/structure: name and description are a plain update; a new parent is a tree change that
 * refuses the root, the department itself and anything below it.
 */
export async function updateDepartment(actor: Actor, body: UpdateDepartmentBody): Promise<DepartmentView> {
  const clientId = adminIn(actor);
  const current = await requireDepartment(clientId, body._id);
  const texts = {
    ...(body.name !== undefined ? { name: body.name } : {}),
    ...(body.description !== undefined ? { description: body.description } : {}),
    updatedAt: new Date().toISOString(),
  };
  const moving = body.parent !== undefined && body.parent !== current.parentId;
  if (!moving) {
    await db().entities.structureDept.patch({ clientId, deptId: current.deptId }).set(texts).go().catch(notFoundIfGone);
    // A new name shows on the cards of the department's own people (labels do not change).
    if (body.name !== undefined && body.name !== current.name)
      await publishStructureChanged(clientId, { userIds: await memberIds(clientId, current.deptId) });
    return departmentView({ ...current, ...texts });
  }
  const parent = body.parent!;
  await changeTree(clientId, current.type, (shape, entities) => {
    if (parent === current.deptId) throw new AppError("structure.move_into_itself");
    if (shape.parents[current.deptId] === undefined) throw new AppError("structure.not_found");
    if (!current.parentId || shape.rootId === current.deptId) throw new AppError("structure.root_cannot_move");
    if (shape.parents[parent] === undefined) throw new AppError("structure.parent_not_found");
    if (subtreeOf(shape, current.deptId).has(parent)) throw new AppError("structure.move_into_child");
    shape.parents[current.deptId] = parent;
    return [
      named(
        "dept",
        entities.structureDept
          .patch({ clientId, deptId: current.deptId })
          .set({ ...texts, parentId: parent })
          .commit(),
      ),
    ];
  });
  await publishStructureChanged(clientId, { deptIds: [current.deptId] });
  return departmentView({ ...current, ...texts, parentId: parent });
}

/** DELETE /api/structure/{id}: never the root; only without sub-departments and without employees. */
export async function deleteDepartment(actor: Actor, deptId: string): Promise<DepartmentDeleted> {
  const clientId = adminIn(actor);
  const current = await requireDepartment(clientId, deptId);
  await changeTree(
    clientId,
    current.type,
    (shape, entities) => {
      if (shape.rootId === deptId || !current.parentId) throw new AppError("structure.root_cannot_be_deleted");
      if (shape.parents[deptId] === undefined) throw new AppError("structure.not_found");
      if (subtreeOf(shape, deptId).size > 1) throw new AppError("structure.has_children");
      if ((current.employees ?? 0) > 0) throw new AppError("structure.has_employees");
      delete shape.parents[deptId];
      return [
        named(
          "dept",
          entities.structureDept
            .delete({ clientId, deptId })
            // An employee added since the read makes the delete itself fail.
            .where((attr, op) => op.eq(attr.employees, 0))
            .commit(),
        ),
      ];
    },
    { refusals: { dept: "structure.has_employees" } },
  );
  return { _id: deptId, deleted: true };
}

function notFoundIfGone(error: unknown): never {
  if (isConditionFailure(error)) throw new AppError("structure.not_found");
  throw error;
}

/**
 * A structure type's departments as a filter lists them (id, name, parent), for anyone who may
 * filter by department (the address book) without the `structures` right: one Query.
 */
export async function departmentOutline(
  clientId: string,
  type: StructureType,
): Promise<Array<{ _id: string; name: string; parent: string | null }>> {
  const { data } = await db()
    .entities.structureDept.query.byType({ clientId, type })
    .go({ pages: "all", attributes: ["deptId", "name", "parentId"] });
  return data.sort(byName).map((dept) => ({ _id: dept.deptId, name: dept.name, parent: dept.parentId ?? null }));
}
