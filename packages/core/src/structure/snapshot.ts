import type { StructureType } from "@intranet/contracts/structure";
import type { StructureDeptRecord } from "./department.entity";
import { db } from "./entities";
import { departmentsById } from "./members";

/** A department as an import compares it with a file's row. */
export interface DepartmentSnapshot {
  deptId: string;
  name: string;
  description: string;
  /** null for the type's root. */
  parentId: string | null;
  headUserId: string | null;
}

/** One structure type as it is now: its root (null: the type is empty) and every department. */
export interface StructureSnapshot {
  type: StructureType;
  rootId: string | null;
  departments: Map<string, DepartmentSnapshot>;
}

/**
 * A structure type for an import to plan against (hrImport's departments import). The tree's head
 * item (read strongly consistent) says which departments exist and where; their names and heads
 * come from the type's Query, and the few the index does not show yet (just created) are read by
 * key, so a file imported twice in a row finds what the first run created. Three calls at most.
 */
export async function structureSnapshot(clientId: string, type: StructureType): Promise<StructureSnapshot> {
  const { entities } = db();
  const [{ data: head }, { data: listed }] = await Promise.all([
    entities.structureTree.get({ clientId, type }).go({ consistent: true }),
    entities.structureDept.query.byType({ clientId, type }).go({ pages: "all" }),
  ]);
  if (!head) return { type, rootId: null, departments: new Map() };
  const found = new Map(listed.map((dept) => [dept.deptId, dept]));
  const parents =
    (head.parents as Record<string, string> | undefined) ??
    Object.fromEntries(listed.map((dept) => [dept.deptId, dept.parentId ?? ""]));
  const missing = Object.keys(parents).filter((deptId) => !found.has(deptId));
  if (missing.length) for (const [deptId, dept] of await departmentsById(clientId, missing)) found.set(deptId, dept);

  const departments = new Map<string, DepartmentSnapshot>();
  for (const [deptId, parentId] of Object.entries(parents)) {
    const dept: StructureDeptRecord | undefined = found.get(deptId);
    if (!dept) continue;
    departments.set(deptId, {
      deptId,
      name: dept.name,
      description: dept.description ?? "",
      parentId: parentId || null,
      headUserId: dept.headUserId ?? null,
    });
  }
  return { type, rootId: head.rootId, departments };
}
