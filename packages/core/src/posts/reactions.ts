import { encodeTime } from "ulid";
import type { Actor, LikeResult, MarkAllSeenBody, SeenMark, ViewResult } from "@intranet/contracts";
import { requireTenant, AppError } from "../platform";
import { isConditionFailure, named, unexpectedCancellation as unexpected, writeTransaction } from "../db";
import { db } from "./entities";
import { publish } from "./events";
import { writerIn } from "./rules";
import { requirePost, hotPost } from "./store";
import { requireReadable } from "./parents";

/**
 * PUT /api/post/{id}/like: one like per person. The like item (only if absent) and the post's
 * `likesCount` ADD are one transaction, so the count is exact under any concurrency and liking
 * twice counts once; `post.liked` is published only for a new like.
 */
export async function likePost(actor: Actor, postId: string): Promise<LikeResult> {
  const clientId = writerIn(actor);
  await requireReadable(actor, await requirePost(clientId, postId));
  const userId = actor.userId;
  const outcome = await writeTransaction(
    ({ postLike, post }) => [
      named("like", postLike.create({ clientId, postId, userId, createdAt: new Date().toISOString() }).commit()),
      named("post", post.patch({ clientId, postId }).add({ likesCount: 1 }).commit()),
    ],
    { retry: hotPost },
  );
  if (outcome.failed("post")) throw new AppError("posts.not_found");
  if (!outcome.ok && !outcome.failed("like")) throw unexpected(outcome, "liking a post");
  const post = await requirePost(clientId, postId);
  if (outcome.ok)
    await publish({
      type: "post.liked",
      tenantId: clientId,
      detail: { postId, likerId: userId, postAuthorId: post.authorId, likedAt: Date.now() },
    });
  return { _id: postId, liked: true, likesCount: post.likesCount };
}

/** DELETE /api/post/{id}/like: takes one's like back (only if present) with the ADD -1; idempotent. */
export async function unlikePost(actor: Actor, postId: string): Promise<LikeResult> {
  const clientId = writerIn(actor);
  await requireReadable(actor, await requirePost(clientId, postId));
  const userId = actor.userId;
  const outcome = await writeTransaction(
    ({ postLike, post }) => [
      named(
        "like",
        postLike
          .delete({ clientId, postId, userId })
          .where((attributes, { exists }) => exists(attributes.userId))
          .commit(),
      ),
      named("post", post.patch({ clientId, postId }).add({ likesCount: -1 }).commit()),
    ],
    { retry: hotPost },
  );
  if (outcome.failed("post")) throw new AppError("posts.not_found");
  if (!outcome.ok && !outcome.failed("like")) throw unexpected(outcome, "unliking a post");
  const post = await requirePost(clientId, postId);
  return { _id: postId, liked: false, likesCount: post.likesCount };
}

/**
 * PUT /api/post/{id}/view: records the person and the time of their first view (product-spec §3),
 * with the post's `viewsCount` ADD in the same transaction: each person counts once.
 */
export async function viewPost(actor: Actor, postId: string): Promise<ViewResult> {
  const clientId = writerIn(actor);
  await requireReadable(actor, await requirePost(clientId, postId));
  const userId = actor.userId;
  const viewedAt = new Date().toISOString();
  const outcome = await writeTransaction(
    ({ postView, post }) => [
      named("view", postView.create({ clientId, postId, userId, viewedAt }).commit()),
      named("post", post.patch({ clientId, postId }).add({ viewsCount: 1 }).commit()),
    ],
    { retry: hotPost },
  );
  if (outcome.failed("post")) throw new AppError("posts.not_found");
  if (!outcome.ok && !outcome.failed("view")) throw unexpected(outcome, "recording a view");
  const [post, { data: view }] = await Promise.all([
    requirePost(clientId, postId),
    db().entities.postView.get({ clientId, postId, userId }).go({ consistent: true }),
  ]);
  return { _id: postId, viewed: true, viewsCount: post.viewsCount, viewedAt: view?.viewedAt ?? viewedAt };
}

/**
 * The route's answer to PUT /api/post/{id}/view. A superadmin who entered the tenant is not one of
 * its people: their look is not a view, so nothing is recorded and the answer is `null` (204 No
 * Content), or `posts.not_found` for a post that is not there. Members go through `viewPost`.
 */
export async function viewPostAs(actor: Actor, postId: string): Promise<ViewResult | null> {
  const tenantId = requireTenant(actor);
  if (actor.homeTenantId === tenantId) return viewPost(actor, postId);
  await requireReadable(actor, await requirePost(tenantId, postId));
  return null;
}

/** Every ULID made up to now sorts at or before this: its time part, then the largest random part. */
export const seenUpToNow = (now = Date.now()) => `${encodeTime(now, 10)}${"Z".repeat(16)}`;

/**
 * PUT /api/post/all/view `{ user_id, where }`: marks one of the caller's feeds seen up to now in
 * O(1), by moving their "seen up to" mark (one conditional write that only moves it forward).
 * Feed items at or before the mark come back with `seen: true`. Counts of views are not touched:
 * `viewsCount` counts people who opened the post (PUT /api/post/{id}/view).
 */
export async function markAllSeen(actor: Actor, body: MarkAllSeenBody): Promise<SeenMark> {
  const clientId = requireTenant(actor);
  if (body.user_id !== actor.userId) throw new AppError("common.no_access");
  const seenUpTo = seenUpToNow();
  const key = { clientId, userId: actor.userId, feed: body.where };
  try {
    await db()
      .entities.seenMark.upsert({ ...key, seenUpTo, updatedAt: new Date().toISOString() })
      .where(
        (attributes, { notExists, lt }) => `${notExists(attributes.seenUpTo)} OR ${lt(attributes.seenUpTo, seenUpTo)}`,
      )
      .go();
    return { where: body.where, user_id: actor.userId, seenUpTo };
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    // A later mark landed first: it stands.
    const { data } = await db().entities.seenMark.get(key).go({ consistent: true });
    return { where: body.where, user_id: actor.userId, seenUpTo: data?.seenUpTo ?? seenUpTo };
  }
}
