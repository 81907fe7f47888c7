import type { Actor } from "@intranet/contracts";
import type { ArticleNodeView } from "@intranet/contracts/articles";
import { named } from "../db";
import { AppError, tenantOfPath } from "../platform";
import { accessFor, readableNode, writableNode, type TreeAccess } from "./access";
import { nodesEvents, publish } from "./events";
import type { ArticleNodeRecord } from "./node.entity";
import { nodeViews } from "./read";
import { moveTarget, orderNextTo } from "./rules";
import { subtreeOf } from "./tree";
import { changeTree } from "./tree-write";

/** Reordering inside a folder needs write on that folder (on the top level: an admin). */
function requireWritableFolder(access: TreeAccess, parentId: string | null): void {
  const folder = parentId ? access.tree.byId.get(parentId) : undefined;
  if (folder ? !access.canWrite(folder) : !access.admin) throw new AppError("articles.forbidden");
}

/**
 * PUT /api/article/{client}/order/{from}/{to}: drag and drop. `from` goes just before (after) `to`,
 * in `to`'s folder: one node written (a fractional order key between its new neighbours), with the
 * tree's guard, so two drags at once never interleave. Into another folder it is a move (its rules).
 */
export async function orderArticle(
  actor: Actor,
  client: string,
  fromId: string,
  toId: string,
  place: "before" | "after",
): Promise<ArticleNodeView> {
  const clientId = tenantOfPath(actor, client);
  if (fromId === toId) throw new AppError("articles.move_into_self");
  const { result, access } = await changeTree(await accessFor(actor, true), (access) => {
    const from = writableNode(access, fromId);
    const to = readableNode(access, toId);
    const parentId = to.parentId ?? null;
    const moves = (from.parentId ?? null) !== parentId;
    if (moves) moveTarget(access, from, parentId);
    else requireWritableFolder(access, parentId);
    const fields = {
      order: orderNextTo(access, from, to, place),
      updatedAt: new Date().toISOString(),
      updatedBy: actor.userId,
    };
    const { parentId: _old, ...rest } = from;
    const node: ArticleNodeRecord = { ...rest, ...fields, ...(parentId ? { parentId } : {}) };
    return {
      result: { node, moves },
      commits: (e) => {
        const update = e.artNode
          .patch({ clientId, nodeId: fromId })
          .set({ ...fields, ...(parentId ? { parentId } : {}) });
        return [named("node", (parentId ? update : update.remove(["parentId"])).commit())];
      },
    };
  });
  if (result.moves)
    await publish(
      ...nodesEvents(
        clientId,
        "article.changed",
        subtreeOf(access.tree, result.node).map((n) => n.nodeId),
      ),
    );
  const [view] = await nodeViews(access, [result.node]);
  return view!;
}
