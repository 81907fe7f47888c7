import { orderStatuses } from "@intranet/contracts/shop";
import { defineEntity, type EntityItem } from "../db/entity";

/**
 * An order: one unit of an item bought, written in the purchase transaction. Access patterns:
 * - by id: Get pk = clientId + orderId (hand out);
 * - the company's orders newest first (managers): Query gsi1 pk = clientId, sk = orderId;
 * - a person's orders: Query gsi2 pk = clientId + userId, sk = orderId.
 */
export const ShopOrderEntity = defineEntity({
  model: { entity: "shopOrder", version: "1", service: "intranet" },
  attributes: {
    clientId: { type: "string", required: true },
    orderId: { type: "string", required: true },
    userId: { type: "string", required: true },
    itemId: { type: "string", required: true },
    itemName: { type: "string", required: true },
    cost: { type: "number", required: true },
    status: { type: orderStatuses, required: true },
    createdAt: { type: "string", required: true },
    handedOutAt: { type: "string" },
    handedOutBy: { type: "string" },
  },
  indexes: {
    byId: {
      pk: { field: "pk", composite: ["clientId", "orderId"] },
      sk: { field: "sk", composite: [] },
    },
    byClient: {
      index: "gsi1",
      pk: { field: "gsi1pk", composite: ["clientId"] },
      sk: { field: "gsi1sk", composite: ["orderId"] },
    },
    byUser: {
      index: "gsi2",
      pk: { field: "gsi2pk", composite: ["clientId", "userId"] },
      sk: { field: "gsi2sk", composite: ["orderId"] },
    },
  },
});

export type ShopOrderRecord = EntityItem<typeof ShopOrderEntity>;
