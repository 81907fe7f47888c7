import { defineEntity, type EntityItem } from "../db/entity";

/**
 * "This request waits for this person's answer": one item per performer of a request's current
 * step, written and deleted in the transition's transaction, so the inbox and its count are one
 * Query of the person's partition whatever the company's size. Access pattern:
 * - Query pk = clientId + userId, sk = requestId (the inbox, oldest first; its count).
 */
export const ServiceInboxEntity = defineEntity({
  model: { entity: "serviceInbox", version: "1", service: "intranet" },
  attributes: {
    clientId: { type: "string", required: true },
    userId: { type: "string", required: true },
    requestId: { type: "string", required: true },
    stepId: { type: "string", required: true },
    dueAt: { type: "string" },
    since: { type: "string", required: true },
  },
  indexes: {
    byUser: {
      pk: { field: "pk", composite: ["clientId", "userId"] },
      sk: { field: "sk", composite: ["requestId"] },
    },
  },
});

export type ServiceInboxRecord = EntityItem<typeof ServiceInboxEntity>;
