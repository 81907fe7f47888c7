import type { TagTargets } from "../tags";
import { articleTagTarget } from "./tagging";

/** The knowledge base's taggable model (its leaf: the tags Lambda loads this, not the whole module). */
export const tagTargets: TagTargets = { article: articleTagTarget };
