import type { SearchTypeDeclarations } from "../search/search-type";

/** Boards and tasks: for those with the task tracker who may view the board (hidden and closed ones: its members). */
export const taskTrackerSearchTypes = {
  taskDesk: { access: "task_tracker", order: 61 },
  task: { access: "task_tracker", order: 62 },
} as const satisfies SearchTypeDeclarations;
