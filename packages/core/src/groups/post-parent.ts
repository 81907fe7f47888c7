import type { PostParentRules } from "../posts";
import { groupPostParent } from "./wall";

/** A group's wall: the leaf the wall's Lambdas load, on the first group post they meet. */
export const postParents: Record<"group", PostParentRules> = { group: groupPostParent };
