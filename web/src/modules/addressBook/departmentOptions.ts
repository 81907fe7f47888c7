import type { FacetDepartmentView } from "@intranet/contracts/addressBook";

/** A department as the filter's select lists it: its depth in the tree gives the indent. */
export interface DepartmentOption {
  id: string;
  name: string;
  depth: number;
}

/**
 * The administrative structure (a flat answer, ordered by name) as the select's options: each
 * department followed by its sub-departments, depth-first. A department whose parent is missing is
 * listed at the top level; a loop in the data cannot hang it (each department is listed once).
 */
export function departmentOptions(departments: readonly FacetDepartmentView[]): DepartmentOption[] {
  const ids = new Set(departments.map((dept) => dept._id));
  const children = new Map<string | null, FacetDepartmentView[]>();
  for (const dept of departments) {
    const parent = dept.parent && ids.has(dept.parent) ? dept.parent : null;
    children.set(parent, [...(children.get(parent) ?? []), dept]);
  }
  const options: DepartmentOption[] = [];
  const seen = new Set<string>();
  const walk = (parent: string | null, depth: number) => {
    for (const dept of children.get(parent) ?? []) {
      if (seen.has(dept._id)) continue;
      seen.add(dept._id);
      options.push({ id: dept._id, name: dept.name, depth });
      walk(dept._id, depth + 1);
    }
  };
  walk(null, 0);
  // Departments only reachable through a loop (each other's parents) still get listed.
  for (const dept of departments)
    if (!seen.has(dept._id)) {
      seen.add(dept._id);
      options.push({ id: dept._id, name: dept.name, depth: 0 });
    }
  return options;
}

/** The option's label: indented by its depth with non-breaking spaces (a native select shows no padding). */
export const indented = (option: DepartmentOption) => `${"\u00a0\u00a0\u00a0".repeat(option.depth)}${option.name}`;
