import { defineEntity, type EntityItem } from "../db/entity";

/**
 * A comment on a post, in the post's partition. Threads are one level deep: a top-level comment
 * starts a thread (`threadId` = its own id); a reply, to it or to another reply, joins that thread
 * and names the comment it answers in `parentCommentId`. Access patterns:
 * - by post + id: Get pk = clientId + postId, sk = commentId (replies check their parent);
 * - a post's comments in reading order (GET /api/post/{id}/comments): Query gsi1
 *   pk = clientId + postId, sk = threadId + commentId: threads oldest first, each followed by
 *   its replies, paged; a thread alone is a begins_with on the same index (thread deletion);
 * - the tenant's newest comments (GET /api/comment/feed/{client}/{page}) and a comment by id
 *   alone (PUT/DELETE /api/comment/{id}): Query gsi2 pk = clientId, sk = commentId.
 * `repliesCount` on a top-level comment counts its thread's replies (ADD in the reply's
 * transaction); deleting a thread is conditioned on it, so a reply racing the deletion is never
 * orphaned. The post's `commentsCount` moves by ADD in the same transactions.
 */
export const CommentEntity = defineEntity({
  model: { entity: "postComment", version: "1", service: "intranet" },
  attributes: {
    clientId: { type: "string", required: true },
    postId: { type: "string", required: true },
    commentId: { type: "string", required: true },
    threadId: { type: "string", required: true },
    parentCommentId: { type: "string" },
    authorId: { type: "string", required: true },
    /** Sanitised HTML. */
    text: { type: "string", required: true },
    excerpt: { type: "string", required: true },
    mentions: { type: "list", items: { type: "string" }, required: true },
    repliesCount: { type: "number", required: true, default: 0 },
    revision: { type: "number", required: true, default: 0 },
    createdAt: { type: "string", required: true },
    updatedAt: { type: "string" },
  },
  indexes: {
    byPost: {
      pk: { field: "pk", composite: ["clientId", "postId"] },
      sk: { field: "sk", composite: ["commentId"] },
    },
    byThread: {
      index: "gsi1",
      pk: { field: "gsi1pk", composite: ["clientId", "postId"] },
      sk: { field: "gsi1sk", composite: ["threadId", "commentId"] },
    },
    byTenant: {
      index: "gsi2",
      pk: { field: "gsi2pk", composite: ["clientId"] },
      sk: { field: "gsi2sk", composite: ["commentId"] },
    },
  },
});

export type CommentRecord = EntityItem<typeof CommentEntity>;
