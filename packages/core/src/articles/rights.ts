import type { Actor } from "@intranet/contracts";
import type { Grant } from "@intranet/contracts/audiences";
import type { ArticleView } from "@intranet/contracts/articles";
import { named } from "../db";
import { accessFor, writableNode } from "./access";
import { nodesEvents, publish } from "./events";
import { getArticle } from "./read";
import { subtreeOf } from "./tree";
import { changeTree } from "./tree-write";

/**
 * PUT /api/article/{id}/rights: who may read and write the node (empty: as its folder), for whom
 * may change it. A structural write (the tree's guard: it cannot interleave with a move that
 * changes what the node inherits); the subtree's search readers are recomputed.
 */
export async function setArticleRights(actor: Actor, nodeId: string, grants: Grant[]): Promise<ArticleView> {
  const { access } = await changeTree(await accessFor(actor, true), (access) => {
    writableNode(access, nodeId);
    const key = { clientId: access.tree.clientId, nodeId };
    const at = new Date().toISOString();
    return {
      result: undefined,
      commits: (e) => [
        named("node", e.artNode.patch(key).set({ grants, updatedAt: at, updatedBy: actor.userId }).commit()),
      ],
    };
  });
  const node = access.tree.byId.get(nodeId)!;
  const ids = subtreeOf(access.tree, node).map((entry) => entry.nodeId);
  await publish(...nodesEvents(access.tree.clientId, "article.changed", ids));
  return getArticle(actor, nodeId, true, access);
}
