import { defineEntity } from "../db/entity";

/**
 * A live WebSocket connection (DESIGN §8).
 * Access patterns:
 * - connections of a user in a tenant, to push to them: Query pk = clientId+userId (tenant first);
 * - the connection by its id, on $disconnect and $default where only the id is known: gsi1;
 * - every live connection of a tenant, to push to many users with ONE Query: gsi2 pk = clientId.
 * Items expire through the table TTL a little after API Gateway's 2-hour connection limit.
 * `watching` is what the socket shows now, set by a module's client action (`chat:<roomId>`): whom
 * a presence change concerns is read from the tenant's connections (gsi2), with no index of its own.
 * `sessionId` is the session whose token opened the socket: ending that session reads the person's
 * connections (pk, one Query) and closes those of the session, so no index of its own either.
 */
export const CONNECTION_TTL_SECONDS = 3 * 60 * 60;

export const ConnectionEntity = defineEntity({
  model: { entity: "connection", version: "1", service: "intranet" },
  attributes: {
    clientId: { type: "string", required: true },
    userId: { type: "string", required: true },
    connectionId: { type: "string", required: true },
    sessionId: { type: "string" },
    connectedAt: { type: "number", required: true },
    identifiedAt: { type: "number" },
    watching: { type: "string" },
    expiresAt: { type: "number", required: true },
  },
  indexes: {
    byUser: {
      pk: { field: "pk", composite: ["clientId", "userId"] },
      sk: { field: "sk", composite: ["connectionId"] },
    },
    byConnection: {
      index: "gsi1",
      pk: { field: "gsi1pk", composite: ["connectionId"] },
      sk: { field: "gsi1sk", composite: [] },
    },
    byTenant: {
      index: "gsi2",
      pk: { field: "gsi2pk", composite: ["clientId"] },
      sk: { field: "gsi2sk", composite: ["userId", "connectionId"] },
    },
  },
});
