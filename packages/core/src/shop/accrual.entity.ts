import { defineEntity, type EntityItem } from "../db/entity";
import { accrualSources } from "./sources";

/**
 * An accrual (product-spec §3 Accrual): coins and/or an achievement to a person, by a manager or an
 * auto-award (whose idempotency is its award guard, award-guard.entity.ts). Access patterns:
 * - by id: Get pk = clientId + accrualId (cancel);
 * - the company's accruals newest first: Query gsi1 pk = clientId, sk = accrualId;
 * - a person's (their achievements): Query gsi2 pk = clientId + userId, sk = accrualId.
 */
export const ShopAccrualEntity = defineEntity({
  model: { entity: "shopAccrual", version: "1", service: "intranet" },
  attributes: {
    clientId: { type: "string", required: true },
    accrualId: { type: "string", required: true },
    userId: { type: "string", required: true },
    amount: { type: "number", required: true },
    achievementId: { type: "string" },
    achievementName: { type: "string" },
    comment: { type: "string", required: true, default: "" },
    publish: { type: "boolean", required: true },
    postId: { type: "string" },
    authorId: { type: "string" },
    source: { type: accrualSources, required: true },
    /** The auto-award's idempotency key. */
    awardKey: { type: "string" },
    cancelled: { type: "boolean", required: true, default: false },
    cancelledAt: { type: "string" },
    cancelledBy: { type: "string" },
    createdAt: { type: "string", required: true },
  },
  indexes: {
    byId: {
      pk: { field: "pk", composite: ["clientId", "accrualId"] },
      sk: { field: "sk", composite: [] },
    },
    byClient: {
      index: "gsi1",
      pk: { field: "gsi1pk", composite: ["clientId"] },
      sk: { field: "gsi1sk", composite: ["accrualId"] },
    },
    byUser: {
      index: "gsi2",
      pk: { field: "gsi2pk", composite: ["clientId", "userId"] },
      sk: { field: "gsi2sk", composite: ["accrualId"] },
    },
  },
});

export type ShopAccrualRecord = EntityItem<typeof ShopAccrualEntity>;
