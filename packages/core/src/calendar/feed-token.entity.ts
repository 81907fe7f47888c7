import { defineEntity, type EntityItem } from "../db/entity";

/**
 * A feed token's owner: Get pk = clientId + token (the public route reads the tenant from the
 * token's first part). Keys are lower-cased by ElectroDB, so the stored `token` is compared exactly.
 */
export const CalFeedTokenEntity = defineEntity({
  model: { entity: "calFeedToken", version: "1", service: "intranet" },
  attributes: {
    clientId: { type: "string", required: true },
    token: { type: "string", required: true },
    userId: { type: "string", required: true },
    createdAt: { type: "string", required: true },
  },
  indexes: {
    byToken: {
      pk: { field: "pk", composite: ["clientId", "token"] },
      sk: { field: "sk", composite: [] },
    },
  },
});

export type CalFeedTokenRecord = EntityItem<typeof CalFeedTokenEntity>;
