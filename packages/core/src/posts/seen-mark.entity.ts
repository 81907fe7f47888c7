import { defineEntity, type EntityItem } from "../db/entity";
import { seenFeeds } from "@intranet/contracts";

/**
 * "Seen up to" of one person in one feed (PUT /api/post/all/view): marking a whole feed seen is ONE
 * write, whatever its length. Feed items are keyed by ULIDs, so an item is seen when its id sorts at
 * or before `seenUpTo` (or the person viewed it, or wrote it). The mark only moves forward (the
 * write is conditioned on the stored mark being older). Access pattern: the key
 * (clientId + userId, feed), fetched in the feed page's one BatchGet.
 */
export const SeenMarkEntity = defineEntity({
  model: { entity: "postSeenMark", version: "1", service: "intranet" },
  attributes: {
    clientId: { type: "string", required: true },
    userId: { type: "string", required: true },
    feed: { type: seenFeeds, required: true },
    seenUpTo: { type: "string", required: true },
    updatedAt: { type: "string", required: true },
  },
  indexes: {
    byUser: {
      pk: { field: "pk", composite: ["clientId", "userId"] },
      sk: { field: "sk", composite: ["feed"] },
    },
  },
});

export type SeenMarkRecord = EntityItem<typeof SeenMarkEntity>;
