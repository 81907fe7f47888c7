import type { ErrorCode } from "@intranet/contracts";
import { structureLimits } from "@intranet/contracts/structure";
import { AppError } from "../platform";
import type { StructureSnapshot } from "../structure";
import { rejectRow, sameName, type StructRow } from "./struct-validate";

/** Who a head cell names: an employee of the tenant, or more than one (a personnel number held twice). */
export type HeadOwner = { userId: string; active: boolean } | "ambiguous";

/** What a departments file is compared with. */
export interface StructState {
  snapshot: StructureSnapshot;
  /** Codes imported before into this type → the department each names. */
  codes: Map<string, string>;
  /** Head cells → who they name (absent: nobody). */
  heads: Map<string, HeadOwner>;
}

/** Where a department goes: an existing department, a new one of the file (its row), or the new root. */
export type StructParent = { deptId: string } | { row: number } | { newRoot: true };

/** What one good row does. `parent` undefined on a create: the row is the new root. */
export interface StructAction {
  row: number;
  kind: "create" | "update" | "move" | "unchanged";
  code?: string;
  /** The existing department the row matched. */
  deptId?: string;
  /** create: where it goes; move: its new parent. */
  parent?: StructParent;
  /** create: its texts; update and move: the texts that change. */
  name?: string;
  description?: string;
  /** A head to place (new, or another than now). */
  headUserId?: string;
  /** The code is new, or named another department: the import's key is written. */
  codeChanged: boolean;
}

export interface StructPlan {
  actions: StructAction[];
  /** The type is empty and the file has several top-level rows: a root named after the company comes first. */
  newRoot: boolean;
}

/** A row's parent cell as resolved: none (top level), a row of the file, an existing department, or why not. */
type Ref = { top: true } | { row: StructRow } | { deptId: string } | { bad: ErrorCode };

const groupBy = <T>(items: T[], keyOf: (item: T) => string | undefined) => {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    if (key !== undefined) groups.set(key, [...(groups.get(key) ?? []), item]);
  }
  return groups;
};

/**
 * Plans a departments file against one structure type (docs/hr-import.md, "Departments"). Marks
 * bad rows in place: an unknown or ambiguous parent, parents going round in a loop, a parent that
 * would put a department under its own descendant, a root that would move, an unknown, inactive
 * or (administrative) repeated head, and every row whose parent row is bad. Answers the good rows'
 * actions. Pure: everything it needs was read before.
 */
export function planStructure(rows: StructRow[], state: StructState, administrative: boolean): StructPlan {
  const { snapshot } = state;
  const departments = snapshot.departments;
  checkHeads(rows, state.heads, administrative);

  const stored = (code: string | undefined) => {
    const deptId = code === undefined ? undefined : state.codes.get(code);
    return deptId && departments.has(deptId) ? deptId : undefined;
  };
  const coded = new Set([...state.codes.values()]);
  const rowsByCode = groupBy(rows, (row) => row.values.code);
  const rowsByName = groupBy(rows, (row) => row.values.name && sameName(row.values.name));
  const deptsByName = groupBy([...departments.values()], (dept) => sameName(dept.name));
  const childrenOf = groupBy([...departments.values()], (dept) => dept.parentId ?? undefined);

  const refs = new Map<StructRow, Ref>();
  const refOf = (row: StructRow): Ref => {
    if (!refs.has(row)) refs.set(row, resolveRef(row));
    return refs.get(row)!;
  };
  /** By code in the file, a code imported before, then a name of the file, then a department's name. */
  const resolveRef = (row: StructRow): Ref => {
    const cell = row.values.parentCode;
    if (!cell) return { top: true };
    const inFile = rowsByCode.get(cell);
    if (inFile) return inFile.length === 1 ? { row: inFile[0]! } : { bad: "hrimport.parent_bad" };
    const deptId = stored(cell);
    if (deptId) return { deptId };
    const named = (rowsByName.get(sameName(cell)) ?? []).filter((other) => other !== row);
    if (named.length) return named.length === 1 ? { row: named[0]! } : { bad: "hrimport.ambiguous_department" };
    const existing = deptsByName.get(sameName(cell)) ?? [];
    if (existing.length)
      return existing.length === 1 ? { deptId: existing[0]!.deptId } : { bad: "hrimport.ambiguous_department" };
    return { bad: "hrimport.parent_unknown" };
  };

  // A department is the row's when its code says so; names never take a department a code names.
  const target = new Map<StructRow, string>();
  const claimed = new Set<string>();
  for (const row of rows) {
    const deptId = stored(row.values.code);
    if (!deptId) continue;
    claimed.add(deptId);
    if (!row.reasons.length) target.set(row, deptId);
  }

  /** Settles a row whose parent row is settled: bad parent → bad; else matched by name under its parent. */
  const settle = (row: StructRow) => {
    if (row.reasons.length) return;
    const ref = refOf(row);
    if ("bad" in ref) return rejectRow(row, "parentCode", ref.bad);
    if ("row" in ref && ref.row.reasons.length) return rejectRow(row, "parentCode", "hrimport.parent_bad");
    if (target.has(row)) return;
    const parentId = "top" in ref ? snapshot.rootId : "deptId" in ref ? ref.deptId : target.get(ref.row);
    if (!parentId) return; // under a new department: new too
    const name = sameName(row.values.name!);
    const free = (deptId: string) => !claimed.has(deptId) && (!row.values.code || !coded.has(deptId));
    const candidates = (childrenOf.get(parentId) ?? [])
      .filter((dept) => sameName(dept.name) === name && free(dept.deptId))
      .map((dept) => dept.deptId);
    const root = snapshot.rootId ? departments.get(snapshot.rootId) : undefined;
    if ("top" in ref && root && sameName(root.name) === name && free(root.deptId)) candidates.push(root.deptId);
    if (candidates.length > 1) return rejectRow(row, "row", "hrimport.ambiguous_department");
    if (candidates.length === 1) {
      target.set(row, candidates[0]!);
      claimed.add(candidates[0]!);
    }
  };

  // Parents first: walk up each row's parent rows; a walk meeting itself is a loop.
  const walked = new Set<StructRow>();
  for (const start of rows) {
    const path: StructRow[] = [];
    const onPath = new Set<StructRow>();
    let at: StructRow | undefined = start;
    while (at && !walked.has(at) && !onPath.has(at)) {
      path.push(at);
      onPath.add(at);
      const ref: Ref = refOf(at);
      at = "row" in ref ? ref.row : undefined;
    }
    if (at && onPath.has(at))
      for (const row of path.slice(path.indexOf(at))) rejectRow(row, "parentCode", "hrimport.parent_cycle");
    for (const row of path.reverse()) {
      settle(row);
      walked.add(row);
    }
  }

  const topRows = rows.filter((row) => "top" in refOf(row));
  const rootRow = snapshot.rootId === null && topRows.length === 1 ? topRows[0] : undefined;
  const parentOf = (row: StructRow): StructParent | undefined => {
    const ref = refOf(row);
    if ("row" in ref) return target.has(ref.row) ? { deptId: target.get(ref.row)! } : { row: ref.row.row };
    if ("deptId" in ref) return { deptId: ref.deptId };
    if (snapshot.rootId) return target.get(row) === snapshot.rootId ? undefined : { deptId: snapshot.rootId };
    return row === rootRow ? undefined : { newRoot: true };
  };
  const moves = (row: StructRow): StructParent | undefined => {
    const deptId = target.get(row);
    const parent = parentOf(row);
    if (!deptId || !parent) return undefined;
    return "deptId" in parent && parent.deptId === departments.get(deptId)!.parentId ? undefined : parent;
  };
  refuseLoopsThroughTheTree(rows, state, target, refOf, parentOf, moves);

  const good = rows.filter((row) => !row.reasons.length);
  const actions = good.map((row) => actionOf(row, state, target.get(row), parentOf(row), moves(row)));
  const newRoot = snapshot.rootId === null && !rootRow && actions.some((action) => action.kind === "create");
  const created = actions.filter((action) => action.kind === "create").length + (newRoot ? 1 : 0);
  if (departments.size + created > structureLimits.departmentsMax)
    throw new AppError("structure.too_many_departments", { max: structureLimits.departmentsMax });
  return { actions, newRoot };
}

/**
 * The rules only the final tree shows: a matched root given a parent, a move under the moved
 * department's own descendant (through departments the file leaves where they are), and, again,
 * rows whose parent row became bad. Repeated until nothing changes (a refused move stays put).
 */
function refuseLoopsThroughTheTree(
  rows: StructRow[],
  state: StructState,
  target: Map<StructRow, string>,
  refOf: (row: StructRow) => Ref,
  parentOf: (row: StructRow) => StructParent | undefined,
  moves: (row: StructRow) => StructParent | undefined,
): void {
  const { snapshot } = state;
  for (const row of rows)
    if (!row.reasons.length && target.get(row) === snapshot.rootId && !("top" in refOf(row)))
      rejectRow(row, "parentCode", "structure.root_cannot_move");
  for (let changed = true; changed;) {
    changed = false;
    for (const row of rows) {
      const ref = refOf(row);
      if (!row.reasons.length && "row" in ref && ref.row.reasons.length) {
        rejectRow(row, "parentCode", "hrimport.parent_bad");
        changed = true;
      }
    }
    const key = (parent: StructParent) =>
      "deptId" in parent ? parent.deptId : "row" in parent ? `row:${parent.row}` : "root:new";
    const parents = new Map([...snapshot.departments.values()].map((dept) => [dept.deptId, dept.parentId ?? ""]));
    const moving = rows.filter((row) => !row.reasons.length && moves(row));
    for (const row of moving) parents.set(target.get(row)!, key(moves(row)!));
    for (const row of rows) {
      const parent = !row.reasons.length && !target.has(row) ? parentOf(row) : undefined;
      if (parent) parents.set(`row:${row.row}`, key(parent)); // a move may go under a new department
    }
    for (const row of moving) {
      const deptId = target.get(row)!;
      const seen = new Set<string>();
      for (let at = parents.get(deptId); at && !seen.has(at); at = parents.get(at)) {
        seen.add(at);
        if (at !== deptId) continue;
        rejectRow(row, "parentCode", "structure.move_into_child");
        changed = true;
        break;
      }
    }
  }
}

function actionOf(
  row: StructRow,
  state: StructState,
  deptId: string | undefined,
  parent: StructParent | undefined,
  move: StructParent | undefined,
): StructAction {
  const { code, name, description, head } = row.values;
  const owner = head ? state.heads.get(head) : undefined;
  const headUserId = owner && owner !== "ambiguous" ? owner.userId : undefined;
  const codeChanged = code !== undefined && state.codes.get(code) !== deptId;
  if (!deptId)
    return {
      row: row.row,
      kind: "create",
      ...(code ? { code } : {}),
      ...(parent ? { parent } : {}),
      name: name!,
      ...(description ? { description } : {}),
      ...(headUserId ? { headUserId } : {}),
      codeChanged,
    };
  const dept = state.snapshot.departments.get(deptId)!;
  const changes = {
    ...(name !== dept.name ? { name } : {}),
    ...(description !== undefined && description !== dept.description ? { description } : {}),
    ...(headUserId && headUserId !== dept.headUserId ? { headUserId } : {}),
  };
  const kind = move ? "move" : Object.keys(changes).length ? "update" : "unchanged";
  return {
    row: row.row,
    kind,
    ...(code ? { code } : {}),
    deptId,
    ...(move ? { parent: move } : {}),
    ...changes,
    codeChanged,
  };
}

/**
 * Heads: someone of the tenant, active; in the administrative structure a person is in one
 * department, so one person heading two rows' departments makes both rows bad.
 */
function checkHeads(rows: StructRow[], heads: Map<string, HeadOwner>, administrative: boolean): void {
  const byPerson = new Map<string, StructRow[]>();
  for (const row of rows) {
    const cell = row.values.head;
    if (!cell) continue;
    const owner = heads.get(cell);
    if (!owner) rejectRow(row, "head", "hrimport.head_unknown");
    else if (owner === "ambiguous") rejectRow(row, "head", "hrimport.ambiguous_match");
    else if (!owner.active) rejectRow(row, "head", "structure.user_not_active");
    else byPerson.set(owner.userId, [...(byPerson.get(owner.userId) ?? []), row]);
  }
  if (administrative)
    for (const holders of byPerson.values())
      if (holders.length > 1) for (const row of holders) rejectRow(row, "head", "hrimport.duplicate_in_file");
}
