import { defineEntity } from "../db/entity";

/**
 * An account's two-factor authentication (TOTP, auth/two-factor-*.ts): one item per account, absent
 * while it is off. Secrets are stored encrypted (two-factor-secret.ts); recovery codes only as
 * keyed hashes, in a set from which a use deletes its own under a `contains` condition, so a code
 * works once even when sent twice at the same moment. `lastStep` is the TOTP time step of the last
 * accepted code, raised under a condition, so a code cannot be replayed within its window.
 * Get by clientId + userId.
 */
export const TwoFactorEntity = defineEntity({
  model: { entity: "twoFactor", version: "1", service: "intranet" },
  attributes: {
    clientId: { type: "string", required: true },
    userId: { type: "string", required: true },
    /** The confirmed secret (encrypted); absent while enrolment is pending. */
    secret: { type: "string" },
    enabledAt: { type: "string" },
    /** A secret being enrolled (encrypted), until its first code confirms it. */
    pendingSecret: { type: "string" },
    pendingAt: { type: "number" },
    lastStep: { type: "number" },
    recoveryCodes: { type: "set", items: "string" },
  },
  indexes: {
    byAccount: {
      pk: { field: "pk", composite: ["clientId", "userId"] },
      sk: { field: "sk", composite: [] },
    },
  },
});
