import { defineEntity } from "../db/entity";

/**
 * Failed-attempt counters for rate limiting (login per login and per source, forgot-password per
 * source): one item per key and fixed window, incremented with an atomic ADD, gone by TTL.
 */
export const AttemptEntity = defineEntity({
  model: { entity: "attempt", version: "1", service: "intranet" },
  attributes: {
    key: { type: "string", required: true },
    window: { type: "number", required: true },
    count: { type: "number", required: true, default: 0 },
    /** Slow-down limits: epoch ms before which the next attempt is refused (rate-limit.ts). */
    notBefore: { type: "number" },
    expiresAt: { type: "number", required: true },
  },
  indexes: {
    byKey: {
      pk: { field: "pk", composite: ["key"] },
      sk: { field: "sk", composite: ["window"] },
    },
  },
});
