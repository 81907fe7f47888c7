import type { TagModelDeclarations } from "../tags/tag-model";

/** The knowledge base's nodes take the knowledge base's tags. */
export const articlesTagModels = { article: "articles" } as const satisfies TagModelDeclarations;
