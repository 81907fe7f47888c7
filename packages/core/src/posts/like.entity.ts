import { defineEntity, type EntityItem } from "../db/entity";

/**
 * One person's like of a post, in the post's partition (pk = clientId + postId, sk = userId).
 * Access patterns: "does the caller like it" = the key, fetched in the feed page's one BatchGet;
 * a post's likes = Query on the partition (purge). Created with attribute_not_exists and deleted
 * with attribute_exists in one transaction with the post's `likesCount` ADD, so the count is exact
 * under any concurrency and a person likes once.
 */
export const PostLikeEntity = defineEntity({
  model: { entity: "postLike", version: "1", service: "intranet" },
  attributes: {
    clientId: { type: "string", required: true },
    postId: { type: "string", required: true },
    userId: { type: "string", required: true },
    createdAt: { type: "string", required: true },
  },
  indexes: {
    byPost: {
      pk: { field: "pk", composite: ["clientId", "postId"] },
      sk: { field: "sk", composite: ["userId"] },
    },
  },
});

export type LikeRecord = EntityItem<typeof PostLikeEntity>;
