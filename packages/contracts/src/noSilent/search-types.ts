import type { SearchTypeDeclarations } from "../search/search-type";

/** "Don't be silent" reports: found by their recipients only (never by who sent them). */
export const noSilentSearchTypes = {
  violationReport: { access: "no_silent", order: 58 },
} as const satisfies SearchTypeDeclarations;
