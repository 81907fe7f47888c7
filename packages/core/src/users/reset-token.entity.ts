import { defineEntity } from "../db/entity";

/**
 * A password-reset token, stored only as its SHA-256 hash; the link carries the token itself.
 * Single use: redeeming deletes it with a condition, in the transaction that sets the password.
 * Access pattern: Get by hash (the user is not known before). TTL removes stale ones; expiry is
 * also checked explicitly because TTL deletion lags.
 */
export const ResetTokenEntity = defineEntity({
  model: { entity: "reset_token", version: "1", service: "intranet" },
  attributes: {
    tokenHash: { type: "string", required: true },
    clientId: { type: "string", required: true },
    userId: { type: "string", required: true },
    expiresAt: { type: "number", required: true },
    /** "invite": an invitation's link (its page greets the person); none: a reset. */
    kind: { type: ["invite"] as const },
  },
  indexes: {
    byHash: {
      pk: { field: "pk", composite: ["tokenHash"] },
      sk: { field: "sk", composite: [] },
    },
  },
});
