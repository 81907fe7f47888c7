import type { SearchTypeDeclarations } from "../search/search-type";

/** Ideas: those with the ideas right who see the company's board (or only its recipients), and each idea's author. */
export const ideasSearchTypes = {
  idea: { access: "ideas", order: 57 },
} as const satisfies SearchTypeDeclarations;
