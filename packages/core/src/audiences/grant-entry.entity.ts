import { defineEntity, type EntityItem } from "../db/entity";

/**
 * The grant index: "which objects of a collection may this person read" without reading every
 * object. One entry per object and label its read/write grants name (pk = clientId + collection +
 * label, sk = object id, ULIDs: newest first when read backwards). Working-time grants, a range
 * rather than a label, all go under the label `tenure`. `none` grants are not indexed: they only
 * take away, and every candidate is checked against the object's own grants (grant-index.ts).
 */
export const GrantEntryEntity = defineEntity({
  model: { entity: "grantEntry", version: "1", service: "intranet" },
  attributes: {
    clientId: { type: "string", required: true },
    /** The module's name for its objects: "articles", "polls"… */
    collection: { type: "string", required: true },
    label: { type: "string", required: true },
    objectId: { type: "string", required: true },
  },
  indexes: {
    byLabel: {
      pk: { field: "pk", composite: ["clientId", "collection", "label"] },
      sk: { field: "sk", composite: ["objectId"] },
    },
  },
});

export type GrantEntryRecord = EntityItem<typeof GrantEntryEntity>;
