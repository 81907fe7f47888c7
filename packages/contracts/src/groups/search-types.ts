import type { SearchTypeDeclarations } from "../search/search-type";

/** Groups: those with the groups right (private ones their members: the documents' readers). */
export const groupsSearchTypes = {
  group: { access: "groups", order: 20 },
} as const satisfies SearchTypeDeclarations;
