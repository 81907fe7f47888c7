import { defineEntity, type EntityItem } from "../db/entity";

/**
 * A person's favourite node. Access patterns: their favourites, Query pk = clientId + userId; one,
 * Get. A deleted node's favourites may stay: the list keeps only what the tree still lets them read.
 */
export const ArticleFavoriteEntity = defineEntity({
  model: { entity: "artFavorite", version: "1", service: "intranet" },
  attributes: {
    clientId: { type: "string", required: true },
    userId: { type: "string", required: true },
    nodeId: { type: "string", required: true },
    addedAt: { type: "string", required: true },
  },
  indexes: {
    byUser: {
      pk: { field: "pk", composite: ["clientId", "userId"] },
      sk: { field: "sk", composite: ["nodeId"] },
    },
  },
});

export type ArticleFavoriteRecord = EntityItem<typeof ArticleFavoriteEntity>;
