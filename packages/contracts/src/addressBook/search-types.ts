import type { SearchTypeDeclarations } from "../search/search-type";

/** People: any signed-in user finds them (fired people only admins: the documents' readers). */
export const addressBookSearchTypes = {
  person: { access: "user", order: 10 },
} as const satisfies SearchTypeDeclarations;
