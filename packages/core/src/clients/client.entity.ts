import { defineEntity, type EntityItem } from "../db/entity";
import { clientStatuses } from "@intranet/contracts";

/**
 * A client company (tenant). Access patterns:
 * - Get by clientId (every request of its members, via the Actor);
 * - list all clients, newest first (superadmin): gsi1, one platform partition (tenants are few);
 * - by workspace code: the `unique` guard item holds the clientId.
 * Storage use is an atomic counter, checked against the limit in a condition.
 */
export const ClientEntity = defineEntity({
  model: { entity: "client", version: "1", service: "intranet" },
  attributes: {
    clientId: { type: "string", required: true },
    workspace: { type: "string", required: true },
    name: { type: "string", required: true },
    status: { type: clientStatuses, required: true, default: "active" },
    access: { type: "string" },
    city: { type: "string" },
    phone: { type: "string" },
    address: { type: "string" },
    director: { type: "string" },
    telegramChannel: { type: "string" },
    notes: { type: "string" },
    taxId: { type: "string" },
    design: { type: "any" },
    settings: { type: "any" },
    /** Feature code → active; codes absent are active. */
    features: { type: "any" },
    defaultRights: { type: "list", items: { type: "string" } },
    storageLimitBytes: { type: "number", required: true },
    storageUsedBytes: { type: "number", required: true, default: 0 },
    filesCount: { type: "number", required: true, default: 0 },
    purgeError: { type: "string" },
    createdAt: { type: "string", required: true },
    updatedAt: { type: "string" },
  },
  indexes: {
    byId: {
      pk: { field: "pk", composite: ["clientId"] },
      sk: { field: "sk", composite: [] },
    },
    all: {
      index: "gsi1",
      pk: { field: "gsi1pk", composite: [] },
      sk: { field: "gsi1sk", composite: ["clientId"] },
    },
  },
});

export type ClientRecord = EntityItem<typeof ClientEntity>;
