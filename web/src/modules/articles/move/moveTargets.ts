import { childrenOf, descendantsOf, type ArticleTree } from "../tree/model";

/** Why a folder cannot take the node (the dialog greys it with this reason). */
export type MoveRefusal = "self" | "descendant" | "current" | "readOnly";

export interface MoveTarget {
  id: string;
  title: string;
  depth: number;
  refusal?: MoveRefusal;
}

/**
 * Every folder of the tree in reading order (depth-first, by `order`), each with why the node
 * cannot go there: itself, a folder inside it, the folder it is in, or one the person may not write.
 */
export function moveTargets(tree: ArticleTree, nodeId: string): MoveTarget[] {
  const node = tree.byId.get(nodeId);
  const inside = descendantsOf(tree, nodeId);
  const targets: MoveTarget[] = [];
  const visit = (parentId: string | null, depth: number) => {
    for (const folder of childrenOf(tree, parentId)) {
      if (folder.kind !== "folder") continue;
      const refusal: MoveRefusal | undefined =
        folder.id === nodeId
          ? "self"
          : inside.has(folder.id)
            ? "descendant"
            : folder.id === node?.parentId
              ? "current"
              : folder.canWrite
                ? undefined
                : "readOnly";
      targets.push({ id: folder.id, title: folder.title, depth, ...(refusal ? { refusal } : {}) });
      visit(folder.id, depth + 1);
    }
  };
  visit(null, 0);
  return targets;
}
