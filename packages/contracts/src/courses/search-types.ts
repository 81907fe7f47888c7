import type { SearchTypeDeclarations } from "../search/search-type";

/** Published courses and their lessons: found by the course's members (and its managers). */
export const coursesSearchTypes = {
  course: { access: "lms", order: 85 },
  lesson: { access: "lms", order: 86 },
} as const satisfies SearchTypeDeclarations;
