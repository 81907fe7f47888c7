import { hasRole, type Actor } from "@intranet/contracts";
import type { ArticleNodeView } from "@intranet/contracts/articles";
import { accessFor, readableNode, requireSelf } from "./access";
import { db } from "./entities";
import { nodeViews } from "./read";

/** PUT /api/article/{id}/favorite: on or off the caller's favourites (a node they may read). */
export async function setFavorite(actor: Actor, nodeId: string, favorite: boolean): Promise<void> {
  const access = await accessFor(actor);
  const { clientId } = readableNode(access, nodeId);
  const key = { clientId, userId: actor.userId, nodeId };
  const { entities } = db();
  if (favorite) await entities.artFavorite.put({ ...key, addedAt: new Date().toISOString() }).go();
  else await entities.artFavorite.delete(key).go();
}

/**
 * GET /api/user/{client}/articles/favorites/{user}: the caller's favourites that the tree still
 * has and lets them read (a deleted or hidden node's mark stays, unseen), in the order they were
 * added. The marks' Query runs with the tree's. A superadmin visiting keeps none.
 */
export async function listFavorites(actor: Actor, client: string, user: string): Promise<ArticleNodeView[]> {
  const clientId = requireSelf(actor, client, user);
  if (hasRole(actor, "superadmin")) return [];
  const [access, marks] = await Promise.all([
    accessFor(actor),
    db().entities.artFavorite.query.byUser({ clientId, userId: actor.userId }).go({ pages: "all" }),
  ]);
  const nodes = [...marks.data]
    .sort((a, b) => a.addedAt.localeCompare(b.addedAt))
    .flatMap((mark) => access.tree.byId.get(mark.nodeId) ?? [])
    .filter(access.canRead);
  return nodeViews(access, nodes);
}
