import type { Actor, ErrorCode } from "@intranet/contracts";
import { structureLimits, type StructureType } from "@intranet/contracts/structure";
import { named, type NamedCommit, type TransactionEntities } from "../db";
import { isAppError, mapLimited, newId } from "../platform";
import { adminIn, createDepartment } from "./departments";
import { db } from "./entities";
import { publishStructureChanged } from "./events";
import { memberIds } from "./member-ids";
import { addDeptUsers, setDepartmentHead } from "./members";
import { changeTree, subtreeOf, type Shape } from "./tree";

/** A draft's new parent: an existing department, or a department created by the same call (its draft's key). */
export type DraftParent = { deptId: string } | { key: string };

/**
 * One department to create or change (hrImport's departments import). A draft without `deptId` is
 * a new department: under `parent`, or without one the type's root (only while it has none). An
 * existing department changes only in what the draft names: `parent` moves it, `name` and
 * `description` replace its texts, `headUserId` makes that person its head (an employee of it
 * first, as `POST /api/dept_users` makes them: in the administrative structure they leave their
 * old department).
 */
export interface DepartmentDraft {
  key: string;
  deptId?: string;
  parent?: DraftParent;
  name?: string;
  description?: string;
  headUserId?: string;
}

export interface DepartmentsImported {
  /** The new departments' ids, by draft key. */
  created: Map<string, string>;
  /**
   * Drafts refused by a rule on the tree as it was at write time (a concurrent change), with the
   * catalogue code: nothing of them was written, and a new department under a refused one is
   * refused too (`structure.parent_not_found`).
   */
  failed: Map<string, ErrorCode>;
  /** Heads refused (the person left meanwhile…) after their department was written, by draft key. */
  headsFailed: Map<string, ErrorCode>;
}

/** Departments per transaction: the tree's head item and at most this many department items (DynamoDB takes 100). */
const BATCH = 90;
/** Ids per `structure.changed` event (far below EventBridge's 256 KB). */
const IDS_PER_EVENT = 200;
/** Heads placed at once: each is a few reads and one transaction of the members' service. */
const HEADS_AT_ONCE = 4;

/**
 * Creates, moves and changes many departments of one type at once, under the same rules as the
 * single-department routes: every shape change is checked on the tree's head item read strongly
 * consistent and commits with it under its revision (`changeTree`), up to 90 departments a
 * transaction, parents before children (drafts go in the order of their depth in the tree they
 * make, so a valid final tree never passes through a loop). Heads are placed through the members'
 * own services. Publishes `structure.changed` as the single routes do: moved departments, and the
 * people of renamed ones (the services publish for heads).
 */
export async function importDepartments(
  actor: Actor,
  type: StructureType,
  drafts: DepartmentDraft[],
): Promise<DepartmentsImported> {
  const clientId = adminIn(actor);
  const result: DepartmentsImported = { created: new Map(), failed: new Map(), headsFailed: new Map() };
  const ids = new Map(drafts.map((draft) => [draft.key, draft.deptId ?? newId()]));
  const parentIdOf = (draft: DepartmentDraft) =>
    draft.parent === undefined ? undefined : "key" in draft.parent ? ids.get(draft.parent.key) : draft.parent.deptId;

  const roots = drafts.filter((draft) => !draft.deptId && !draft.parent);
  for (const [index, root] of roots.entries()) {
    if (index > 0) {
      result.failed.set(root.key, "structure.root_exists");
      continue;
    }
    try {
      const view = await createDepartment(actor, {
        type,
        name: root.name ?? "",
        description: root.description ?? "",
        parent: null,
      });
      ids.set(root.key, view._id);
      result.created.set(root.key, view._id);
    } catch (error) {
      if (!isAppError(error)) throw error;
      result.failed.set(root.key, error.code);
    }
  }

  const changes = await inFinalOrder(
    clientId,
    type,
    drafts.filter((draft) => !roots.includes(draft)),
    (draft) => ids.get(draft.key)!,
    parentIdOf,
  );
  const moved: string[] = [];
  const renamed: string[] = [];
  for (let at = 0; at < changes.length; at += BATCH) {
    const batch = changes.slice(at, at + BATCH);
    let outcome = new Map<string, Step>();
    try {
      await changeTree(
        clientId,
        type,
        (shape, entities) => {
          outcome = new Map(); // the plan runs again on a fresh shape after a concurrent change
          const commits: NamedCommit[] = [];
          for (const [index, draft] of batch.entries()) {
            const step = stepOf(shape, { ...draft, deptId: ids.get(draft.key)! }, parentIdOf(draft), !draft.deptId);
            outcome.set(draft.key, step);
            if ("moved" in step && step.commit)
              commits.push(named(`dept.${index}`, step.commit(entities, clientId, type)));
          }
          return commits;
        },
        { noTree: "structure.parent_not_found" },
      );
    } catch (error) {
      if (!isAppError(error)) throw error;
      for (const draft of batch) result.failed.set(draft.key, error.code);
      continue;
    }
    for (const draft of batch) {
      const step = outcome.get(draft.key)!;
      if ("refused" in step) result.failed.set(draft.key, step.refused);
      else if (!draft.deptId) result.created.set(draft.key, ids.get(draft.key)!);
      else {
        if (step.moved) moved.push(draft.deptId);
        if (draft.name !== undefined) renamed.push(draft.deptId);
      }
    }
  }
  await announce(clientId, moved, renamed);

  const heads = drafts.flatMap((draft) =>
    draft.headUserId && !result.failed.has(draft.key)
      ? [{ key: draft.key, deptId: ids.get(draft.key)!, userId: draft.headUserId }]
      : [],
  );
  await placeHeads(actor, heads, result.headsFailed);
  return result;
}

/** A draft refused, or accepted: whether it moves, and its department's write (none: only its head changes). */
type Step =
  | { refused: ErrorCode }
  | {
      moved: boolean;
      commit?: (entities: TransactionEntities, clientId: string, type: StructureType) => NamedCommit["commit"];
    };

/**
 * One draft against the shape as it is now (the rules of POST and PUT /api/structure), changing the
 * shape as its commit will: a refusal leaves the shape as it was.
 */
function stepOf(
  shape: Shape,
  draft: DepartmentDraft & { deptId: string },
  parentId: string | undefined,
  isNew: boolean,
): Step {
  const now = new Date().toISOString();
  const { deptId } = draft;
  if (isNew) {
    if (!parentId || shape.parents[parentId] === undefined) return { refused: "structure.parent_not_found" };
    if (Object.keys(shape.parents).length >= structureLimits.departmentsMax)
      return { refused: "structure.too_many_departments" };
    shape.parents[deptId] = parentId;
    return {
      moved: false,
      commit: (entities, clientId, type) =>
        entities.structureDept
          .create({
            clientId,
            deptId,
            type,
            name: draft.name ?? "",
            description: draft.description ?? "",
            parentId,
            employees: 0,
            createdAt: now,
            updatedAt: now,
          })
          .commit(),
    };
  }
  if (shape.parents[deptId] === undefined) return { refused: "structure.not_found" };
  const moving = parentId !== undefined && parentId !== shape.parents[deptId];
  if (moving) {
    if (parentId === deptId) return { refused: "structure.move_into_itself" };
    if (shape.rootId === deptId || !shape.parents[deptId]) return { refused: "structure.root_cannot_move" };
    if (shape.parents[parentId] === undefined) return { refused: "structure.parent_not_found" };
    if (subtreeOf(shape, deptId).has(parentId)) return { refused: "structure.move_into_child" };
    shape.parents[deptId] = parentId;
  }
  const texts = {
    ...(draft.name !== undefined ? { name: draft.name } : {}),
    ...(draft.description !== undefined ? { description: draft.description } : {}),
  };
  if (!moving && !Object.keys(texts).length) return { moved: false };
  return {
    moved: moving,
    commit: (entities, clientId) =>
      entities.structureDept
        .patch({ clientId, deptId })
        .set({ ...texts, ...(moving ? { parentId } : {}), updatedAt: now })
        .commit(),
  };
}

/**
 * The drafts in the order of their depth in the tree they make (the shape now, with every draft's
 * new parent): each one's new parent and all above it are placed before it, so no single step of
 * a valid final tree is a move under one's own descendant. Drafts that would make a loop come
 * last; the rules refuse them.
 */
async function inFinalOrder(
  clientId: string,
  type: StructureType,
  drafts: DepartmentDraft[],
  idOf: (draft: DepartmentDraft) => string,
  parentIdOf: (draft: DepartmentDraft) => string | undefined,
): Promise<DepartmentDraft[]> {
  const { data: head } = await db().entities.structureTree.get({ clientId, type }).go({ consistent: true });
  const parents: Record<string, string> = { ...((head?.parents as Record<string, string> | undefined) ?? {}) };
  for (const draft of drafts) {
    const parentId = parentIdOf(draft);
    if (parentId !== undefined) parents[idOf(draft)] = parentId;
  }
  const depths = new Map<string, number>();
  const depthOf = (deptId: string): number => {
    const path: string[] = [];
    const onPath = new Set<string>();
    let base = 0;
    for (let at: string | undefined = deptId; ; at = parents[at]) {
      if (at === undefined || at === "") break;
      if (depths.has(at)) {
        base = depths.get(at)!;
        break;
      }
      if (onPath.has(at)) {
        base = Number.MAX_SAFE_INTEGER / 2; // a loop: last
        break;
      }
      path.push(at);
      onPath.add(at);
    }
    path.reverse().forEach((id, index) => depths.set(id, base + index + 1));
    return depths.get(deptId)!;
  };
  return drafts
    .map((draft) => ({ draft, depth: depthOf(idOf(draft)) }))
    .sort((a, b) => a.depth - b.depth)
    .map(({ draft }) => draft);
}

/** `structure.changed` for moved departments (everyone below them) and the people of renamed ones. */
async function announce(clientId: string, moved: string[], renamed: string[]): Promise<void> {
  const people = [...new Set((await mapLimited(renamed, 8, (deptId) => memberIds(clientId, deptId))).flat())];
  for (let at = 0; at < Math.max(moved.length, people.length); at += IDS_PER_EVENT)
    await publishStructureChanged(clientId, {
      deptIds: moved.slice(at, at + IDS_PER_EVENT),
      userIds: people.slice(at, at + IDS_PER_EVENT),
    });
}

/**
 * Each head through the members' services, as an admin does it: made an employee of the department
 * (`POST /api/dept_users`), then its head (`PUT /api/dept_users`). Placements racing each other
 * (two heads leaving one department) are tried once more, one at a time.
 */
async function placeHeads(
  actor: Actor,
  heads: Array<{ key: string; deptId: string; userId: string }>,
  failed: Map<string, ErrorCode>,
): Promise<void> {
  const place = async (head: { deptId: string; userId: string }) => {
    await addDeptUsers(actor, { dept_id: head.deptId, users: [head.userId] });
    await setDepartmentHead(actor, { dept_id: head.deptId, headUser: head.userId });
  };
  const again: typeof heads = [];
  const attempt = async (head: (typeof heads)[number], last: boolean) => {
    try {
      await place(head);
    } catch (error) {
      if (!isAppError(error)) throw error;
      if (error.code === "common.conflict" && !last) again.push(head);
      else failed.set(head.key, error.code);
    }
  };
  await mapLimited(heads, HEADS_AT_ONCE, (head) => attempt(head, false));
  for (const head of again) await attempt(head, true);
}
