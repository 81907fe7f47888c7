import { defineEntity, type EntityItem } from "../db/entity";

/**
 * A person's first view of a post (product-spec §3: views are user and time), in the post's
 * partition (pk = clientId + postId, sk = userId). Access patterns: the caller's view = the key,
 * fetched in the feed page's one BatchGet (the `seen` flag); a post's views = Query (purge).
 * Created once (attribute_not_exists) in one transaction with the post's `viewsCount` ADD.
 */
export const PostViewEntity = defineEntity({
  model: { entity: "postView", version: "1", service: "intranet" },
  attributes: {
    clientId: { type: "string", required: true },
    postId: { type: "string", required: true },
    userId: { type: "string", required: true },
    viewedAt: { type: "string", required: true },
  },
  indexes: {
    byPost: {
      pk: { field: "pk", composite: ["clientId", "postId"] },
      sk: { field: "sk", composite: ["userId"] },
    },
  },
});

export type ViewRecord = EntityItem<typeof PostViewEntity>;
