import type { TagModelDeclarations } from "../tags/tag-model";

/** Vacancies take the vacancies' tags. */
export const vacanciesTagModels = { vacancy: "vacancies" } as const satisfies TagModelDeclarations;
