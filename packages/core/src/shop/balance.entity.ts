import { defineEntity, type EntityItem } from "../db/entity";

/**
 * A person's coin balance. Access patterns:
 * - by person: Get pk = clientId + userId (GET shop/balance/{user}: ONE GetItem; the purchase's
 *   condition coins >= cost; the cancellation's coins >= amount);
 * - the company's balances: Query gsi1 pk = clientId, sk = userId, paged (GET balances/{client},
 *   the nullification).
 * `coins`, `earned` and `spent` change only by atomic ADD inside the transactions that write the
 * accrual, the order or the movement; the item is created by the first accrual (an upsert that
 * sets the keys and ADDs the counters, so no default ever overwrites them; absent counts as 0).
 */
export const ShopBalanceEntity = defineEntity({
  model: { entity: "shopBalance", version: "1", service: "intranet" },
  attributes: {
    clientId: { type: "string", required: true },
    userId: { type: "string", required: true },
    coins: { type: "number" },
    earned: { type: "number" },
    spent: { type: "number" },
    updatedAt: { type: "string" },
  },
  indexes: {
    byUser: {
      pk: { field: "pk", composite: ["clientId", "userId"] },
      sk: { field: "sk", composite: [] },
    },
    byClient: {
      index: "gsi1",
      pk: { field: "gsi1pk", composite: ["clientId"] },
      sk: { field: "gsi1sk", composite: ["userId"] },
    },
  },
});

export type ShopBalanceRecord = EntityItem<typeof ShopBalanceEntity>;
