import { defineEntity, type EntityItem } from "../db/entity";

export const facetKinds = ["city", "office", "position"] as const;
export type FacetKind = (typeof facetKinds)[number];

/**
 * The values a filter offers (cities, offices, positions) with how many active people hold each:
 * one Query per kind (pk = clientId + kind, sk = normalized value). `count` moves by ADD in the same
 * transaction as the card whose value changed, so it is exact under concurrent syncs; a value
 * nobody holds any more stays with count 0 and is not offered.
 */
export const DirectoryValueEntity = defineEntity({
  model: { entity: "directoryValue", version: "1", service: "intranet" },
  attributes: {
    clientId: { type: "string", required: true },
    kind: { type: facetKinds, required: true },
    value: { type: "string", required: true },
    /** The value as last written (its case and spacing). */
    display: { type: "string" },
    count: { type: "number" },
  },
  indexes: {
    byKind: {
      pk: { field: "pk", composite: ["clientId", "kind"] },
      sk: { field: "sk", composite: ["value"] },
    },
  },
});

export type DirectoryValueRecord = EntityItem<typeof DirectoryValueEntity>;
