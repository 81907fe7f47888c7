import type { ArticleNodeView } from "@intranet/contracts/articles";
import { childrenOf, descendantsOf, type ArticleTree } from "./model";

/** Where a dragged node lands relative to the node under it. */
export type DropPlace = "before" | "after" | "into";

/** What a drop asks of the server: a place among siblings (PUT order) or a new folder (PUT article). */
export type DropAction =
  | { kind: "order"; from: string; to: string; place: "before" | "after" }
  | { kind: "move"; id: string; parentId: string };

/**
 * The place from where the dragged row's middle is over the target row: on a folder, its top and
 * bottom quarters put it before or after, the middle puts it inside; on an article, the halves.
 */
export function dropPlace(middleY: number, target: { top: number; height: number }, isFolder: boolean): DropPlace {
  const share = (middleY - target.top) / Math.max(target.height, 1);
  if (!isFolder) return share < 0.5 ? "before" : "after";
  if (share < 0.25) return "before";
  if (share > 0.75) return "after";
  return "into";
}

/**
 * The request a drop means, or null when it changes nothing or cannot be (onto itself, into one of
 * its own folders, into an article, into the folder it is in, next to itself). Whether the person
 * may write there is the server's answer.
 */
export function dropAction(tree: ArticleTree, activeId: string, targetId: string, place: DropPlace): DropAction | null {
  const active = tree.byId.get(activeId);
  const target = tree.byId.get(targetId);
  if (!active || !target || activeId === targetId) return null;
  if (descendantsOf(tree, activeId).has(targetId)) return null;
  if (place === "into") {
    if (target.kind !== "folder" || active.parentId === targetId) return null;
    return { kind: "move", id: activeId, parentId: targetId };
  }
  const siblings = childrenOf(tree, target.parentId);
  const at = siblings.findIndex((node) => node.id === targetId);
  const neighbour = siblings[place === "before" ? at - 1 : at + 1];
  if (neighbour?.id === activeId) return null;
  return { kind: "order", from: activeId, to: targetId, place };
}

/**
 * The tree as it will be once the server agrees (the optimistic answer): the node in its new folder
 * and place. Its key only has to sort right until the server's answer replaces it: a key followed by
 * "\u0000" sorts just after that key and before every greater one.
 */
export function applyDrop(tree: ArticleTree, items: readonly ArticleNodeView[], action: DropAction): ArticleNodeView[] {
  const movedId = action.kind === "order" ? action.from : action.id;
  const placed = (node: ArticleNodeView): ArticleNodeView => {
    if (action.kind === "move") {
      const last = childrenOf(tree, action.parentId).at(-1);
      return { ...node, parentId: action.parentId, order: `${last?.order ?? ""}\u0000` };
    }
    const target = tree.byId.get(action.to)!;
    const siblings = childrenOf(tree, target.parentId).filter((other) => other.id !== movedId);
    const previous = siblings[siblings.findIndex((other) => other.id === target.id) - 1];
    const after = action.place === "after" ? target : previous;
    return { ...node, parentId: target.parentId, order: after ? `${after.order}\u0000` : "" };
  };
  return items.map((node) => (node.id === movedId ? placed(node) : node));
}
