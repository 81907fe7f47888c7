import { defineEntity, type EntityItem } from "../db/entity";

/**
 * The reminder job's idempotency guard: created only if absent, per occurrence and start (a moved
 * occurrence is reminded again at its new time). Expires a month after the start (TTL).
 */
export const CalReminderGuardEntity = defineEntity({
  model: { entity: "calReminderGuard", version: "1", service: "intranet" },
  attributes: {
    clientId: { type: "string", required: true },
    occurrenceId: { type: "string", required: true },
    start: { type: "string", required: true },
    sentAt: { type: "string", required: true },
    expiresAt: { type: "number", required: true },
  },
  indexes: {
    byOccurrence: {
      pk: { field: "pk", composite: ["clientId", "occurrenceId", "start"] },
      sk: { field: "sk", composite: [] },
    },
  },
});

export type CalReminderGuardRecord = EntityItem<typeof CalReminderGuardEntity>;
