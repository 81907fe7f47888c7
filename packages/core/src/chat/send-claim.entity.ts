import { defineEntity, type EntityItem } from "../db/entity";

/**
 * A send's claim on the SPA's `clientMessageId`: created only if absent, so a send retried after
 * its answer was lost becomes the message already stored, not a second one. `seq` once stored.
 * Access pattern: one Get/Put by room, sender and id (the room's partition: one purge, tenant
 * first). Expires after a day through the table TTL: nobody retries a send that late.
 */
export const ChatSendClaimEntity = defineEntity({
  model: { entity: "chatsendclaim", version: "1", service: "intranet" },
  attributes: {
    clientId: { type: "string", required: true },
    roomId: { type: "string", required: true },
    senderId: { type: "string", required: true },
    clientMessageId: { type: "string", required: true },
    claimedAt: { type: "number", required: true },
    seq: { type: "number" },
    expiresAt: { type: "number", required: true },
  },
  indexes: {
    byKey: {
      pk: { field: "pk", composite: ["clientId", "roomId"] },
      sk: { field: "sk", composite: ["senderId", "clientMessageId"] },
    },
  },
});

export type ChatSendClaimRecord = EntityItem<typeof ChatSendClaimEntity>;
