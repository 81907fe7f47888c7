import type { TagModelDeclarations } from "../tags/tag-model";

/** Tasks take the task tracker's tags (a company vocabulary of its own). */
export const taskTrackerTagModels = { task: "taskTracker" } as const satisfies TagModelDeclarations;
