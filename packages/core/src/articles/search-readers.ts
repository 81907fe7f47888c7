import { grantSearchReaders } from "../audiences";
import { readerLabel } from "../search";
import type { ArticleNodeRecord } from "./node.entity";
import { chainOf, grantsOf, type Tree } from "./tree";

/**
 * Who finds a node in search, from the grants along its chain: no node on it restricts → everyone
 * who may open the knowledge base; one → its audiences; several → the audiences common to all
 * (fewer rather than more). Grants labels cannot state exactly (exclusions, working time) leave
 * only the author and the admins, who are always readers.
 */
export function nodeSearchReaders(tree: Tree, node: ArticleNodeRecord): string[] {
  const always = [readerLabel.admins, readerLabel.user(node.authorId)];
  const restricting = chainOf(tree, node).filter((step) => grantsOf(step).length > 0);
  if (!restricting.length) return [readerLabel.all, ...always];
  const sets = restricting.map((step) => grantSearchReaders(grantsOf(step)));
  if (sets.some((labels) => labels === undefined)) return always;
  const [first, ...others] = sets as string[][];
  const common = first!.filter((label) => others.every((labels) => labels.includes(label)));
  return [...new Set([...common, ...always])];
}
