import type { SearchTypeDeclarations } from "../search/search-type";

/** Vacancies: those with the vacancies right. */
export const vacanciesSearchTypes = {
  vacancy: { access: "vacancies", order: 70 },
} as const satisfies SearchTypeDeclarations;
