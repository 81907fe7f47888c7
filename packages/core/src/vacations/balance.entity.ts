import { defineEntity, type EntityItem } from "../db/entity";

/**
 * A person's balance: what their ledger sums to, kept for O(1) reads and changed only in the
 * transaction that writes its ledger entries, on the `version` read (so two requests at once
 * cannot both spend the same days: one retries and sees the other's). Every write about the
 * person's vacations goes through it, which also serializes their overlap checks.
 * Access pattern: pk = clientId + userId.
 */
export const VacationBalanceEntity = defineEntity({
  model: { entity: "vacationBalance", version: "1", service: "intranet" },
  attributes: {
    clientId: { type: "string", required: true },
    userId: { type: "string", required: true },
    days: { type: "number", required: true },
    /** Days of requests still waiting for the chief (already taken off `days`). */
    pending: { type: "number", required: true },
    version: { type: "number", required: true },
    /** The year whose allowance was credited last. */
    year: { type: "number", required: true },
  },
  indexes: {
    byUser: {
      pk: { field: "pk", composite: ["clientId", "userId"] },
      sk: { field: "sk", composite: [] },
    },
  },
});

export type VacationBalanceRecord = EntityItem<typeof VacationBalanceEntity>;
