import { defineEntity } from "../db/entity";

/**
 * A signed-in session: the token names it (`sid`), every request checks it still exists, logout
 * deletes it, a password change deletes them all. Access patterns: Get by clientId + userId +
 * sessionId (each request), Query by clientId + userId (sign out everywhere, the person's list of
 * sessions). TTL at token expiry. `lastSeenAt` is refreshed at most every few minutes
 * (session-seen.ts), so a request does not write.
 */
export const SessionEntity = defineEntity({
  model: { entity: "session", version: "1", service: "intranet" },
  attributes: {
    clientId: { type: "string", required: true },
    userId: { type: "string", required: true },
    sessionId: { type: "string", required: true },
    createdAt: { type: "string", required: true },
    sourceIp: { type: "string" },
    userAgent: { type: "string" },
    lastSeenAt: { type: "string" },
    expiresAt: { type: "number", required: true },
  },
  indexes: {
    byUser: {
      pk: { field: "pk", composite: ["clientId", "userId"] },
      sk: { field: "sk", composite: ["sessionId"] },
    },
  },
});
