import { journalActionCodes, journalSections } from "@intranet/contracts/journal";
import { defineEntity } from "../db/entity";

/**
 * One administrative change of a company (docs/modules/journal.md). Written only in the same
 * transaction as the change (or, for a change that is itself many transactions, once it ended),
 * never updated. Access patterns, newest first, one Query each:
 * - the company's journal: pk = clientId (the tenant's partition), sk = at + entryId;
 * - one section: gsi1 pk = clientId + section;
 * - one person's actions: gsi2 pk = clientId + actorId.
 * Other filters (target, action, superadmin) are filter expressions inside those ranges.
 */
export const JournalEntryEntity = defineEntity({
  model: { entity: "journalEntry", version: "1", service: "intranet" },
  attributes: {
    clientId: { type: "string", required: true },
    entryId: { type: "string", required: true },
    at: { type: "string", required: true },
    section: { type: journalSections, required: true },
    action: { type: journalActionCodes, required: true },
    actorId: { type: "string", required: true },
    actorFirstName: { type: "string" },
    actorLastName: { type: "string" },
    bySuperadmin: { type: "boolean", required: true },
    targetType: { type: "string" },
    targetId: { type: "string" },
    targetLabel: { type: "string" },
    changes: {
      type: "list",
      items: {
        type: "map",
        properties: {
          field: { type: "string", required: true },
          before: { type: "string" },
          after: { type: "string" },
        },
      },
      required: true,
      default: () => [],
    },
    moreChanges: { type: "number" },
    detail: { type: "string" },
  },
  indexes: {
    byTime: {
      pk: { field: "pk", composite: ["clientId"] },
      sk: { field: "sk", composite: ["at", "entryId"] },
    },
    bySection: {
      index: "gsi1",
      pk: { field: "gsi1pk", composite: ["clientId", "section"] },
      sk: { field: "gsi1sk", composite: ["at", "entryId"] },
    },
    byActor: {
      index: "gsi2",
      pk: { field: "gsi2pk", composite: ["clientId", "actorId"] },
      sk: { field: "gsi2sk", composite: ["at", "entryId"] },
    },
  },
});

/**
 * "This superadmin's visit to this company this hour is journaled": a conditional put in the
 * same transaction as the visit's entry, so a visit is journaled once an hour however many
 * requests it makes, and two Lambdas racing write one entry. Expires with the table's TTL.
 */
export const JournalMarkEntity = defineEntity({
  model: { entity: "journalMark", version: "1", service: "intranet" },
  attributes: {
    clientId: { type: "string", required: true },
    mark: { type: "string", required: true },
    expiresAt: { type: "number", required: true },
  },
  indexes: {
    byMark: {
      pk: { field: "pk", composite: ["clientId", "mark"] },
      sk: { field: "sk", composite: [] },
    },
  },
});
