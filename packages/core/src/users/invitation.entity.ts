import { defineEntity } from "../db/entity";

/**
 * A person's current invitation: which token (by hash) their latest invitation mail carries. A
 * resend replaces the token and deletes the previous one in the same transaction, so only the
 * newest link works. Get by clientId + userId (the resend knows the person, not the token).
 */
export const InvitationEntity = defineEntity({
  model: { entity: "invitation", version: "1", service: "intranet" },
  attributes: {
    clientId: { type: "string", required: true },
    userId: { type: "string", required: true },
    tokenHash: { type: "string", required: true },
    sentAt: { type: "string", required: true },
    expiresAt: { type: "number", required: true },
  },
  indexes: {
    byUser: {
      pk: { field: "pk", composite: ["clientId", "userId"] },
      sk: { field: "sk", composite: [] },
    },
  },
});
