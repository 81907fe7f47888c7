import { defineEntity, type EntityItem } from "../db/entity";

/**
 * A closed day's coin summary, folded once from that day's ledger (movement.entity.ts) and never
 * changed again (a movement's day is its write time, so a day two days old gets no more). Access
 * pattern: a period = ONE Query pk = clientId, sk between the days (≤ 366 small items).
 * `items` maps itemId → { name, count, coins }, `receivers` userId → coins (accruals net of
 * cancellations).
 */
export const ShopCoinDayEntity = defineEntity({
  model: { entity: "shopCoinDay", version: "1", service: "intranet" },
  attributes: {
    clientId: { type: "string", required: true },
    day: { type: "string", required: true },
    issued: { type: "number", required: true },
    spent: { type: "number", required: true },
    withdrawn: { type: "number", required: true },
    orders: { type: "number", required: true },
    items: { type: "any" },
    receivers: { type: "any" },
  },
  indexes: {
    byClient: {
      pk: { field: "pk", composite: ["clientId"] },
      sk: { field: "sk", composite: ["day"] },
    },
  },
});

export type ShopCoinDayRecord = EntityItem<typeof ShopCoinDayEntity>;
