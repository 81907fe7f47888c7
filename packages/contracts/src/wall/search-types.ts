import type { SearchTypeDeclarations } from "../search/search-type";

/** The wall's posts and comments: those with the wall right. */
export const wallSearchTypes = {
  post: { access: "wall", order: 30 },
  comment: { access: "wall", order: 40 },
} as const satisfies SearchTypeDeclarations;
