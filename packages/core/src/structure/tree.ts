import type { ErrorCode } from "@intranet/contracts";
import type { StructureType } from "@intranet/contracts/structure";
import { named, writeTransaction, type NamedCommit, type TransactionEntities } from "../db";
import { AppError } from "../platform";
import type { StructureDeptRecord } from "./department.entity";
import { db } from "./entities";
import type { StructureTreeRecord } from "./tree.entity";

/** One structure type as read: its head item (absent: no root yet) and every department. */
export interface Tree {
  clientId: string;
  type: StructureType;
  head: StructureTreeRecord | null;
  departments: StructureDeptRecord[];
  byId: Map<string, StructureDeptRecord>;
}

/** Two calls whatever the size: the head Get and one Query of the type's departments. */
export async function readTree(clientId: string, type: StructureType): Promise<Tree> {
  const { entities } = db();
  const [{ data: head }, { data: departments }] = await Promise.all([
    entities.structureTree.get({ clientId, type }).go({ consistent: true }),
    entities.structureDept.query.byType({ clientId, type }).go({ pages: "all" }),
  ]);
  return { clientId, type, head: head ?? null, departments, byId: new Map(departments.map((d) => [d.deptId, d])) };
}

/** The ids of a department and everything below it. */
export function subtreeOf(tree: Tree, deptId: string): Set<string> {
  const children = new Map<string, string[]>();
  for (const dept of tree.departments)
    if (dept.parentId) children.set(dept.parentId, [...(children.get(dept.parentId) ?? []), dept.deptId]);
  const seen = new Set<string>();
  const stack = [deptId];
  while (stack.length) {
    const id = stack.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    stack.push(...(children.get(id) ?? []));
  }
  return seen;
}

/** The department and its ancestors, nearest first (a loop, which the revision rules out, stops the walk). */
export function pathUp(tree: Tree, deptId: string): StructureDeptRecord[] {
  const path: StructureDeptRecord[] = [];
  const seen = new Set<string>();
  for (let dept = tree.byId.get(deptId); dept && !seen.has(dept.deptId); dept = tree.byId.get(dept.parentId ?? "")) {
    seen.add(dept.deptId);
    path.push(dept);
  }
  return path;
}

const ATTEMPTS = 5;

/**
 * Changes the tree's shape: `plan` sees the tree as read now and answers the commits (or throws a
 * rule's AppError); they commit together with the head's revision bump, conditioned on the
 * revision read. A concurrent change of the same type makes the condition fail: the tree is read
 * again and the rules are checked again on it. `refusals` names the error of a plan commit whose
 * own condition failed.
 */
export async function changeTree(
  clientId: string,
  type: StructureType,
  plan: (tree: Tree & { head: StructureTreeRecord }, entities: TransactionEntities) => NamedCommit[],
  options: { departments?: number; refusals?: Record<string, ErrorCode>; noTree?: ErrorCode } = {},
): Promise<void> {
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const tree = await readTree(clientId, type);
    const { head } = tree;
    if (!head) throw new AppError(options.noTree ?? "structure.not_found");
    const outcome = await writeTransaction((entities) => [
      named(
        "tree",
        entities.structureTree
          .patch({ clientId, type })
          .add({ revision: 1, departments: options.departments ?? 0 })
          .where((attr, op) => op.eq(attr.revision, head.revision))
          .commit(),
      ),
      ...plan({ ...tree, head }, entities),
    ]);
    if (outcome.ok) return;
    const refused = outcome.failedNames.find((name) => options.refusals?.[name]);
    if (refused) throw new AppError(options.refusals![refused]!);
    if (!outcome.failed("tree")) throw new AppError("common.conflict");
  }
  throw new AppError("common.conflict");
}
