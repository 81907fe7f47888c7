import { defineEntity, type EntityItem } from "../db/entity";

/** The company's request numbers: one item ADDed per request started (Update … ADD, ALL_NEW). */
export const ServiceCounterEntity = defineEntity({
  model: { entity: "serviceCounter", version: "1", service: "intranet" },
  attributes: {
    clientId: { type: "string", required: true },
    /** No default: an upsert would set it over the stored value. */
    requests: { type: "number" },
  },
  indexes: {
    byTenant: {
      pk: { field: "pk", composite: ["clientId"] },
      sk: { field: "sk", composite: [] },
    },
  },
});

export type ServiceCounterRecord = EntityItem<typeof ServiceCounterEntity>;
