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

/**
 * A structure type's shape as its head item holds it (read strongly consistent): deptId → parent
 * ("" for the root). The rules of a tree change are checked on this, never on the index.
 */
export interface Shape {
  rootId: string;
  parents: Record<string, string>;
}

/** The ids of a department and everything below it. */
export function subtreeOf(shape: Shape, deptId: string): Set<string> {
  const children = new Map<string, string[]>();
  for (const [id, parent] of Object.entries(shape.parents))
    if (parent) children.set(parent, [...(children.get(parent) ?? []), id]);
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

/** The head's shape; a head written before it kept one is rebuilt from the departments once. */
async function shapeOf(head: StructureTreeRecord): Promise<Shape> {
  if (head.parents) return { rootId: head.rootId, parents: { ...(head.parents as Record<string, string>) } };
  const { departments } = await readTree(head.clientId, head.type);
  return { rootId: head.rootId, parents: Object.fromEntries(departments.map((d) => [d.deptId, d.parentId ?? ""])) };
}

/**
 * Changes the tree's shape: `plan` sees the shape as the head holds it now, checks the rules on it
 * (throwing a rule's AppError), changes `shape.parents` as the change will, and answers the other
 * commits; they commit together with the head (new shape, size, revision bump), conditioned on the
 * revision read. A concurrent change of the same type fails that condition: the shape is read again
 * and the rules are checked again on it. `refusals` names the error of a plan commit whose own
 * condition failed.
 */
export async function changeTree(
  clientId: string,
  type: StructureType,
  plan: (shape: Shape, entities: TransactionEntities) => NamedCommit[],
  options: { refusals?: Record<string, ErrorCode>; noTree?: ErrorCode } = {},
): Promise<void> {
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const { data: head } = await db().entities.structureTree.get({ clientId, type }).go({ consistent: true });
    if (!head) throw new AppError(options.noTree ?? "structure.not_found");
    const shape = await shapeOf(head);
    const outcome = await writeTransaction((entities) => {
      const commits = plan(shape, entities);
      return [
        named(
          "tree",
          entities.structureTree
            .patch({ clientId, type })
            .set({ parents: shape.parents, departments: Object.keys(shape.parents).length })
            .add({ revision: 1 })
            .where((attr, op) => op.eq(attr.revision, head.revision))
            .commit(),
        ),
        ...commits,
      ];
    });
    if (outcome.ok) return;
    const refused = outcome.failedNames.find((name) => options.refusals?.[name]);
    if (refused) throw new AppError(options.refusals![refused]!);
    if (!outcome.failed("tree")) throw new AppError("common.conflict");
  }
  throw new AppError("common.conflict");
}
