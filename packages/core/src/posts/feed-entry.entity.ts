import { defineEntity, type EntityItem } from "../db/entity";

/**
 * A reference in a person's feed, so that feeds gathering items from everywhere are still one Query:
 * - `user_feed` (GET /api/post/user_feed/{user}/{page}): the posts the person wrote or is
 *   mentioned or thanked in; itemId = postId;
 * - `mentions` (GET /api/post/mentions/{user}/{page}): the posts and comments mentioning the
 *   person; itemId = postId or commentId.
 * Key: pk = clientId + userId + feed, sk = itemId (a ULID: newest first, stable pages). Entries are
 * written and deleted in the same transactions as their post or comment. They carry the ids an
 * item's key needs and its author (immutable), so a page is ONE Query plus ONE BatchGet of the
 * items, their authors and the caller's likes and views. An entry whose item has gone (a purge
 * still under way) is skipped when read.
 */
export const FeedEntryEntity = defineEntity({
  model: { entity: "postFeedEntry", version: "1", service: "intranet" },
  attributes: {
    clientId: { type: "string", required: true },
    userId: { type: "string", required: true },
    feed: { type: ["user_feed", "mentions"] as const, required: true },
    itemId: { type: "string", required: true },
    postId: { type: "string", required: true },
    commentId: { type: "string" },
    authorId: { type: "string", required: true },
    createdAt: { type: "string", required: true },
  },
  indexes: {
    byFeed: {
      pk: { field: "pk", composite: ["clientId", "userId", "feed"] },
      sk: { field: "sk", composite: ["itemId"] },
    },
  },
});

export type FeedEntryRecord = EntityItem<typeof FeedEntryEntity>;
