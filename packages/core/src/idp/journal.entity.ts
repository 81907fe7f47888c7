import { defineEntity, type EntityItem } from "../db/entity";

/**
 * One entry of a plan's change journal, written in the same transaction as the change it records.
 * Access pattern: a plan's journal, newest first: Query pk = clientId + planId, sk = entryId (ULID).
 */
export const IdpJournalEntity = defineEntity({
  model: { entity: "idpJournal", version: "1", service: "intranet" },
  attributes: {
    clientId: { type: "string", required: true },
    planId: { type: "string", required: true },
    entryId: { type: "string", required: true },
    at: { type: "string", required: true },
    by: { type: "string", required: true },
    action: { type: "string", required: true },
    task: { type: "string" },
    /** `IdpChangeView[]`. */
    changes: { type: "any", required: true },
  },
  indexes: {
    byPlan: {
      pk: { field: "pk", composite: ["clientId", "planId"] },
      sk: { field: "sk", composite: ["entryId"] },
    },
  },
});

export type IdpJournalRecord = EntityItem<typeof IdpJournalEntity>;
