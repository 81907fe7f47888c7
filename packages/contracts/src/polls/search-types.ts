import type { SearchTypeDeclarations } from "../search/search-type";

/** Polls: those with the polls right, each poll to its recipients. */
export const pollsSearchTypes = {
  poll: { access: "polls", order: 50 },
} as const satisfies SearchTypeDeclarations;
