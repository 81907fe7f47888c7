import { structureTypes, type StructureType } from "@intranet/contracts/structure";
import { named, ONCE, writeTransaction } from "../db";
import { AppError, newId } from "../platform";
import type { StructureDeptRecord } from "./department.entity";
import { changeTree, readTree, type Tree } from "./tree";

/** Departments per transaction, as the bulk import writes them (the tree's head and 90 items). */
const BATCH = 90;

export interface StructureCopied {
  departments: number;
  /** Each copied department's new id, by its id in the source company. */
  ids: Map<string, string>;
}

/**
 * A clone's structure (clients' clone): every structure type's departments copied from one
 * company into another that has none yet, under new ids, each under its parent's copy, with its
 * name and description. Never its people: no employees, no head, no placements (every copy counts
 * 0 employees). Parents go before children, 90 departments a transaction: the first creates the
 * type's tree head with the root (refused, `structure.root_exists`, when the type already has
 * one there), the others are tree changes under the head's revision, as the bulk import's; a
 * failure part way leaves a smaller tree that is whole (every department under its parent).
 */
export async function copyStructure(from: string, to: string): Promise<StructureCopied> {
  const copied: StructureCopied = { departments: 0, ids: new Map() };
  for (const type of structureTypes) {
    const tree = await readTree(from, type);
    const ordered = topDown(tree);
    if (!ordered.length) continue;
    const at = new Date().toISOString();
    for (const dept of ordered) copied.ids.set(dept.deptId, newId());
    const copies = ordered.map((dept): StructureDeptRecord => ({
      clientId: to,
      deptId: copied.ids.get(dept.deptId)!,
      type,
      name: dept.name,
      description: dept.description,
      ...(dept.parentId ? { parentId: copied.ids.get(dept.parentId)! } : {}),
      employees: 0,
      createdAt: at,
      updatedAt: at,
    }));
    await createRoot(to, type, copies.slice(0, BATCH));
    for (let start = BATCH; start < copies.length; start += BATCH) {
      const batch = copies.slice(start, start + BATCH);
      await changeTree(to, type, (shape, entities) =>
        batch.map((dept, index) => {
          shape.parents[dept.deptId] = dept.parentId!;
          return named(`dept.${index}`, entities.structureDept.create(dept).commit());
        }),
      );
    }
    copied.departments += copies.length;
  }
  return copied;
}

/** The type's root and its first departments, with the tree's head (only if the type has no root). */
async function createRoot(clientId: string, type: StructureType, first: StructureDeptRecord[]): Promise<void> {
  const root = first[0]!;
  const outcome = await writeTransaction(
    (entities) => [
      named(
        "tree",
        entities.structureTree
          .create({
            clientId,
            type,
            rootId: root.deptId,
            parents: Object.fromEntries(first.map((dept) => [dept.deptId, dept.parentId ?? ""])),
            departments: first.length,
            revision: 1,
          })
          .commit(),
      ),
      ...first.map((dept, index) => named(`dept.${index}`, entities.structureDept.create(dept).commit())),
    ],
    ONCE,
  );
  if (outcome.failed("tree")) throw new AppError("structure.root_exists");
  if (!outcome.ok) throw new AppError("common.conflict");
}

/**
 * The type's departments from its root down, each after its parent (breadth first, siblings by
 * name). The head's shape decides who is under whom; a department the index does not show yet is
 * left out with what is under it.
 */
function topDown(tree: Tree): StructureDeptRecord[] {
  const head = tree.head;
  if (!head || !tree.byId.has(head.rootId)) return [];
  const parents =
    (head.parents as Record<string, string> | undefined) ??
    Object.fromEntries(tree.departments.map((dept) => [dept.deptId, dept.parentId ?? ""]));
  const children = new Map<string, StructureDeptRecord[]>();
  for (const [deptId, parentId] of Object.entries(parents)) {
    const dept = tree.byId.get(deptId);
    if (!dept || !parentId) continue;
    children.set(parentId, [...(children.get(parentId) ?? []), dept]);
  }
  const ordered = [tree.byId.get(head.rootId)!];
  for (let at = 0; at < ordered.length; at++) {
    const below = (children.get(ordered[at]!.deptId) ?? []).sort((a, b) => a.name.localeCompare(b.name));
    ordered.push(...below.map((dept) => ({ ...dept, parentId: ordered[at]!.deptId })));
  }
  return ordered;
}
