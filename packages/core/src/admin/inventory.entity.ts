import { defineEntity } from "../db/entity";

/**
 * A company's latest inventory (docs/modules/admin.md "All data"): what its items and files are,
 * counted by the `takeInventory` task. One item per company, replaced by each inventory: Get by
 * clientId.
 */
export const DataInventoryEntity = defineEntity({
  model: { entity: "dataInventory", version: "1", service: "intranet" },
  attributes: {
    clientId: { type: "string", required: true },
    runId: { type: "string", required: true },
    takenAt: { type: "string", required: true },
    /** Items by ElectroDB entity name. */
    entityCounts: { type: "any", required: true },
    /** Stored files by file module: `{ count, bytes }`. */
    fileCounts: { type: "any", required: true },
    unreferencedCount: { type: "number", required: true },
    unreferencedBytes: { type: "number", required: true },
  },
  indexes: {
    byClient: {
      pk: { field: "pk", composite: ["clientId"] },
      sk: { field: "sk", composite: [] },
    },
  },
});

/**
 * A stored file an inventory found nothing referring to. Access pattern: one inventory's list,
 * a page at a time (Query pk = clientId + runId, sk = fileId); an inventory's list is deleted when
 * the next one is saved, and a file's entry when the file is deleted through the list.
 */
export const HangedFileEntity = defineEntity({
  model: { entity: "hangedFile", version: "1", service: "intranet" },
  attributes: {
    clientId: { type: "string", required: true },
    runId: { type: "string", required: true },
    fileId: { type: "string", required: true },
    name: { type: "string", required: true },
    module: { type: "string", required: true },
    contentType: { type: "string", required: true },
    size: { type: "number", required: true },
    createdAt: { type: "string", required: true },
    uploadedById: { type: "string", required: true },
    uploadedByFirstName: { type: "string" },
    uploadedByLastName: { type: "string" },
  },
  indexes: {
    byRun: {
      pk: { field: "pk", composite: ["clientId", "runId"] },
      sk: { field: "sk", composite: ["fileId"] },
    },
  },
});
