import { defineEntity } from "../db/entity";

/**
 * One person following a colleague (both of one tenant). Access patterns:
 * - followers of a user: Query pk = clientId + userId (the followed), sk = followerId, paged;
 * - whom a user follows: Query gsi1 pk = clientId + followerId, sk = userId, paged;
 * - "does A follow B": Get. The item is created or deleted in one transaction with the followed
 *   user's atomic `followersCount` ADD, so the count moves exactly once per item.
 */
export const FollowEntity = defineEntity({
  model: { entity: "follow", version: "1", service: "intranet" },
  attributes: {
    clientId: { type: "string", required: true },
    /** The followed user. */
    userId: { type: "string", required: true },
    followerId: { type: "string", required: true },
    createdAt: { type: "string", required: true },
  },
  indexes: {
    byFollowed: {
      pk: { field: "pk", composite: ["clientId", "userId"] },
      sk: { field: "sk", composite: ["followerId"] },
    },
    byFollower: {
      index: "gsi1",
      pk: { field: "gsi1pk", composite: ["clientId", "followerId"] },
      sk: { field: "gsi1sk", composite: ["userId"] },
    },
  },
});
