import type { SearchTypeDeclarations } from "../search/search-type";

/** Chat messages: those with the chat right, each message to its room's members. */
export const chatSearchTypes = {
  message: { access: "chat", order: 90 },
} as const satisfies SearchTypeDeclarations;
