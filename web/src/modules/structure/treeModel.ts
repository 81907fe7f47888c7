import type { DepartmentView } from "@intranet/contracts/structure";

/** A structure type as the views walk it: the departments by id, their children, the root. */
export interface TreeModel {
  byId: Map<string, DepartmentView>;
  children: Map<string, DepartmentView[]>;
  root: DepartmentView | null;
}

/** Builds the model from the flat answer (already ordered by name, so children are too). */
export function treeModel(departments: DepartmentView[]): TreeModel {
  const byId = new Map(departments.map((dept) => [dept._id, dept]));
  const children = new Map<string, DepartmentView[]>();
  let root: DepartmentView | null = null;
  for (const dept of departments) {
    if (dept.parent && byId.has(dept.parent)) children.set(dept.parent, [...(children.get(dept.parent) ?? []), dept]);
    else if (!dept.parent) root = dept;
  }
  return { byId, children, root };
}

/** The department and every department below it. */
export function subtree(model: TreeModel, id: string): Set<string> {
  const seen = new Set<string>();
  const stack = [id];
  while (stack.length) {
    const next = stack.pop()!;
    if (seen.has(next)) continue;
    seen.add(next);
    stack.push(...(model.children.get(next) ?? []).map((child) => child._id));
  }
  return seen;
}

/** Where a department may move: anywhere but itself, below itself, or where it already is. */
export function moveTargets(model: TreeModel, id: string): DepartmentView[] {
  const dept = model.byId.get(id);
  if (!dept?.parent) return [];
  const blocked = subtree(model, id);
  return [...model.byId.values()].filter((target) => !blocked.has(target._id) && target._id !== dept.parent);
}

/** The department's ancestors, the root first (its breadcrumbs). */
export function ancestors(model: TreeModel, id: string): DepartmentView[] {
  const path: DepartmentView[] = [];
  const seen = new Set<string>();
  for (let dept = model.byId.get(model.byId.get(id)?.parent ?? ""); dept && !seen.has(dept._id);) {
    seen.add(dept._id);
    path.unshift(dept);
    dept = dept.parent ? model.byId.get(dept.parent) : undefined;
  }
  return path;
}
