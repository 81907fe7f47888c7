import type { SearchTypeDeclarations } from "../search/search-type";

/** The knowledge base's articles: those with its right, each node to its readers. */
export const articlesSearchTypes = {
  article: { access: "knowl_base", order: 80 },
} as const satisfies SearchTypeDeclarations;
