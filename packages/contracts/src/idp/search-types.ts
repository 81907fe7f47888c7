import type { SearchTypeDeclarations } from "../search/search-type";

/** Development plans: found by their employee, creator, observer, the employee's chiefs and admins only. */
export const idpSearchTypes = {
  idpPlan: { access: "user", order: 95, switchedWith: "idp" },
} as const satisfies SearchTypeDeclarations;
