import { defineEntity, type EntityItem } from "../db/entity";

/**
 * The idempotency guard of an auto-award: one item per award key (`thanks:<postId>:<user>`,
 * `birthday:<user>:<year>`, `years:<user>:<n>`…), created with attribute_not_exists in the award's
 * transaction, so a duplicate event or a second job run pays nothing. Access pattern: none but the
 * guarded create (pk = clientId + awardKey).
 */
export const ShopAwardGuardEntity = defineEntity({
  model: { entity: "shopAwardGuard", version: "1", service: "intranet" },
  attributes: {
    clientId: { type: "string", required: true },
    awardKey: { type: "string", required: true },
    accrualId: { type: "string", required: true },
    createdAt: { type: "string", required: true },
  },
  indexes: {
    byKey: {
      pk: { field: "pk", composite: ["clientId", "awardKey"] },
      sk: { field: "sk", composite: [] },
    },
  },
});

export type ShopAwardGuardRecord = EntityItem<typeof ShopAwardGuardEntity>;
