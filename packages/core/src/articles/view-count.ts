import { hasRole, type Actor } from "@intranet/contracts";
import type { ArticleViewsView } from "@intranet/contracts/articles";
import { named, writeTransaction } from "../db";
import { AppError } from "../platform";
import { accessFor, readableNode } from "./access";
import { db } from "./entities";

/**
 * PUT /api/article/{id}/view/{user}: counts the caller's view once. The guard (per person and node,
 * created only if absent) and the body's ADD are ONE transaction: the count is exact whatever runs
 * at once. `user` must be the caller (403). A superadmin visiting is not counted.
 */
export async function viewArticle(actor: Actor, nodeId: string, user: string): Promise<ArticleViewsView> {
  if (user !== actor.userId) throw new AppError("articles.forbidden");
  const access = await accessFor(actor);
  const { clientId } = readableNode(access, nodeId);
  const key = { clientId, nodeId };
  if (!hasRole(actor, "superadmin")) {
    const outcome = await writeTransaction((e) => [
      named("guard", e.artViewGuard.create({ ...key, userId: actor.userId, at: new Date().toISOString() }).commit()),
      named("body", e.artBody.patch(key).add({ views: 1 }).commit()),
    ]);
    if (!outcome.ok && !outcome.failed("guard")) throw new AppError("articles.not_found");
  }
  const { data } = await db().entities.artBody.get(key).go({ consistent: true });
  return { views: data?.views ?? 0 };
}
