import { defineEntity, type EntityItem } from "../db/entity";

/**
 * The migrations a tenant has been through: one item per tenant and migration, written when the
 * migration finished for that tenant. Access pattern: a tenant's whole ledger in one Query
 * (pk = clientId, sk = migrationId); there are as many items as migrations ever written.
 */
export const DataMigrationEntity = defineEntity({
  model: { entity: "dataMigration", version: "1", service: "intranet" },
  attributes: {
    clientId: { type: "string", required: true },
    migrationId: { type: "string", required: true },
    changed: { type: "number", required: true },
    finishedAt: { type: "string", required: true },
  },
  indexes: {
    byTenant: {
      pk: { field: "pk", composite: ["clientId"] },
      sk: { field: "sk", composite: ["migrationId"] },
    },
  },
});

export type DataMigrationRecord = EntityItem<typeof DataMigrationEntity>;
