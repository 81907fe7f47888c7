import type { SearchTypeDeclarations } from "../search/search-type";

/** Services: to those who may order them; a request to its initiator, performers, department and admins. */
export const servicesSearchTypes = {
  service: { access: "services", order: 55 },
  serviceRequest: { access: "services", order: 56 },
} as const satisfies SearchTypeDeclarations;
