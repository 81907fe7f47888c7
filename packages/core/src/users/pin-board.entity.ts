import { defineEntity } from "../db/entity";

/**
 * The tenant's employees pinned to the top of the address book, in order (one item per tenant).
 * Every pin change rewrites it under a revision condition in the same transaction as the users
 * whose `pinnedNum` changes, so concurrent pins never hand out one number twice.
 * Access pattern: Get by clientId.
 */
export const PinBoardEntity = defineEntity({
  model: { entity: "pinBoard", version: "1", service: "intranet" },
  attributes: {
    clientId: { type: "string", required: true },
    userIds: { type: "list", items: { type: "string" }, required: true },
    revision: { type: "number", required: true },
    updatedAt: { type: "string", required: true },
  },
  indexes: {
    byClient: {
      pk: { field: "pk", composite: ["clientId"] },
      sk: { field: "sk", composite: [] },
    },
  },
});
