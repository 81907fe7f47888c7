import { defineEntity, type EntityItem } from "../db/entity";
import { movementKinds } from "./sources";

/**
 * The coin movement ledger: one item per accrual, cancellation, purchase or nullification, written
 * in the same transaction as the balance change (a new item each, so no hot key). Partitioned by
 * tenant and UTC day: a day's movements are ONE Query (pk = clientId + day, paged), which the day
 * summaries (coin-day.entity.ts) fold once the day is closed, so a period costs one Query of the
 * summaries plus the live days (today, yesterday).
 */
export const ShopMovementEntity = defineEntity({
  model: { entity: "shopMovement", version: "1", service: "intranet" },
  attributes: {
    clientId: { type: "string", required: true },
    /** UTC "YYYY-MM-DD" of `at`. */
    day: { type: "string", required: true },
    movementId: { type: "string", required: true },
    kind: { type: movementKinds, required: true },
    userId: { type: "string", required: true },
    /** Coins moved, always positive; the kind says which way. */
    coins: { type: "number", required: true },
    itemId: { type: "string" },
    itemName: { type: "string" },
    /** The accrual or order it records. */
    refId: { type: "string" },
    at: { type: "string", required: true },
  },
  indexes: {
    byDay: {
      pk: { field: "pk", composite: ["clientId", "day"] },
      sk: { field: "sk", composite: ["movementId"] },
    },
  },
});

export type ShopMovementRecord = EntityItem<typeof ShopMovementEntity>;
