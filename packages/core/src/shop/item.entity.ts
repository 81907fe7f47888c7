import { defineEntity, type EntityItem } from "../db/entity";

/**
 * A shop item (product-spec §3 Item). Access patterns:
 * - by id: Get pk = clientId + itemId (item_rest, buy, add stock, edit, delete);
 * - the storefront: ONE Query on gsi1 pk = clientId, sk = itemId (a shop holds tens of items, so
 *   the whole list is one page and sorting by name, cost or rest is done on it).
 * `rest` and `sold` change only by atomic ADD inside the purchase transaction (conditioned on
 * rest > 0 and available) or an add-stock update; a delete is conditioned on sold = 0.
 */
export const ShopItemEntity = defineEntity({
  model: { entity: "shopItem", version: "1", service: "intranet" },
  attributes: {
    clientId: { type: "string", required: true },
    itemId: { type: "string", required: true },
    name: { type: "string", required: true },
    description: { type: "string", required: true, default: "" },
    cost: { type: "number", required: true },
    startAmount: { type: "number", required: true },
    amount: { type: "number", required: true },
    rest: { type: "number", required: true },
    available: { type: "boolean", required: true },
    pics: { type: "list", items: { type: "string" }, required: true },
    sold: { type: "number", required: true, default: 0 },
    createdAt: { type: "string", required: true },
    updatedAt: { type: "string" },
  },
  indexes: {
    byId: {
      pk: { field: "pk", composite: ["clientId", "itemId"] },
      sk: { field: "sk", composite: [] },
    },
    byClient: {
      index: "gsi1",
      pk: { field: "gsi1pk", composite: ["clientId"] },
      sk: { field: "gsi1sk", composite: ["itemId"] },
    },
  },
});

export type ShopItemRecord = EntityItem<typeof ShopItemEntity>;
