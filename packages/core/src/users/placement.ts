import { AppError, LazyParts } from "../platform";

/**
 * Where a person may be placed, as the structure says: users cannot read the structure (the
 * structure reads users), so the structure offers this rule as a capability leaf
 * (`core/structure/placement-rules.ts`), registered lazily by the generated composition root
 * `functions/src/placement-rules.ts` that every Lambda changing profiles imports.
 */
export interface PlacementRules {
  /** Whether `name` is one of the company's departments. */
  departmentExists(clientId: string, name: string): Promise<boolean>;
}

const rules = new LazyParts<PlacementRules>();

export function registerPlacementRulesLoader(load: () => Promise<PlacementRules>): void {
  rules.addLoader(load);
}

/** For tests of users alone, which have no structure to ask. */
export function registerPlacementRules(own: PlacementRules): void {
  rules.add(own);
}

/**
 * Refuses a department the structure does not know (`employees.department_unknown`). It fails
 * closed: with no rule registered a profile change naming a department is a programming error (a
 * Lambda that forgot the composition root), never a department let through unchecked.
 */
export async function requireKnownDepartment(clientId: string, name: string): Promise<void> {
  const all = await rules.all();
  if (!all.length) throw new Error("no placement rules registered: import functions/src/placement-rules.ts");
  for (const rule of all)
    if (!(await rule.departmentExists(clientId, name))) throw new AppError("employees.department_unknown");
}
