import type { TagTargets } from "../tags";
import { taskTagTarget } from "./tagging";

/** The task tracker's taggable model (its leaf: the tags Lambda loads this, not the whole module). */
export const tagTargets: TagTargets = { task: taskTagTarget };
