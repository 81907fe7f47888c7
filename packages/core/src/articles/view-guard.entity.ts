import { defineEntity, type EntityItem } from "../db/entity";

/**
 * A person has viewed a node: created only if absent in the transaction that ADDs the body's
 * views, so the count is exact whatever runs at once. In the node's partition (a deletion clears it).
 */
export const ArticleViewGuardEntity = defineEntity({
  model: { entity: "artViewGuard", version: "1", service: "intranet" },
  attributes: {
    clientId: { type: "string", required: true },
    nodeId: { type: "string", required: true },
    userId: { type: "string", required: true },
    at: { type: "string", required: true },
  },
  indexes: {
    byNode: {
      pk: { field: "pk", composite: ["clientId", "nodeId"] },
      sk: { field: "sk", composite: ["userId"] },
    },
  },
});

export type ArticleViewGuardRecord = EntityItem<typeof ArticleViewGuardEntity>;
