import type { ArticleNodeView } from "@intranet/contracts/articles";

/** The readable tree, indexed once per answer: nodes by id and each folder's children in order. */
export interface ArticleTree {
  byId: ReadonlyMap<string, ArticleNodeView>;
  /** Children by folder id (`null`: the sections), sorted by `order`. */
  children: ReadonlyMap<string | null, readonly ArticleNodeView[]>;
}

/** Siblings by `order` (fractional keys: plain string comparison), then by id so equal keys stay stable. */
export function byOrder(a: ArticleNodeView, b: ArticleNodeView): number {
  if (a.order !== b.order) return a.order < b.order ? -1 : 1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/**
 * Indexes the list answer. A node whose folder is not in the answer (it should not happen: nobody
 * reads a node under a folder they may not read) is shown at the top rather than lost.
 */
export function buildTree(items: readonly ArticleNodeView[]): ArticleTree {
  const byId = new Map(items.map((node) => [node.id, node]));
  const children = new Map<string | null, ArticleNodeView[]>();
  for (const node of items) {
    const parent = node.parentId !== null && byId.has(node.parentId) ? node.parentId : null;
    const list = children.get(parent);
    if (list) list.push(node);
    else children.set(parent, [node]);
  }
  for (const list of children.values()) list.sort(byOrder);
  return { byId, children };
}

export const childrenOf = (tree: ArticleTree, id: string | null) => tree.children.get(id) ?? [];

/** The folders above a node, from the top down (the node itself not included). */
export function ancestorsOf(tree: ArticleTree, id: string): string[] {
  const path: string[] = [];
  const seen = new Set<string>([id]);
  let parent = tree.byId.get(id)?.parentId ?? null;
  while (parent !== null && tree.byId.has(parent) && !seen.has(parent)) {
    seen.add(parent);
    path.unshift(parent);
    parent = tree.byId.get(parent)?.parentId ?? null;
  }
  return path;
}

/** Every node under a folder, at every depth. */
export function descendantsOf(tree: ArticleTree, id: string): Set<string> {
  const found = new Set<string>();
  const stack = [id];
  while (stack.length) {
    for (const child of childrenOf(tree, stack.pop()!))
      if (!found.has(child.id)) {
        found.add(child.id);
        stack.push(child.id);
      }
  }
  return found;
}

/**
 * The nodes a title filter shows: those whose title contains the text (any case) and the folders
 * above them, which the sidebar opens. `null` when there is no filter.
 */
export function filterTree(tree: ArticleTree, text: string): Set<string> | null {
  const term = text.trim().toLocaleLowerCase();
  if (!term) return null;
  const shown = new Set<string>();
  for (const node of tree.byId.values())
    if (node.title.toLocaleLowerCase().includes(term)) {
      shown.add(node.id);
      for (const id of ancestorsOf(tree, node.id)) shown.add(id);
    }
  return shown;
}

/** A folder with nothing readable in it (shown as an article when the company asks for it). */
export const isEmptyFolder = (tree: ArticleTree, node: ArticleNodeView) =>
  node.kind === "folder" && childrenOf(tree, node.id).length === 0;
