import { defineEntity, type EntityItem } from "../db/entity";

/**
 * A personnel number taken in a tenant: the guard that makes it unique per tenant (docs/hr-import.md).
 * Created with `attribute_not_exists` in the transaction that creates the imported person (or
 * before an existing person's record takes the number), deleted when their record drops it, so two
 * imports running at once cannot create two people with one personnel number. Keys keep their case
 * ("A-7" and "a-7" are two numbers, as the import compares them). Access pattern: Get (BatchGet)
 * pk = clientId + personnelNumber (an import reads the guards of its file's numbers).
 */
export const HrmNumberEntity = defineEntity({
  model: { entity: "hrmNumber", version: "1", service: "intranet" },
  attributes: {
    clientId: { type: "string", required: true },
    personnelNumber: { type: "string", required: true },
    userId: { type: "string", required: true },
  },
  indexes: {
    byNumber: {
      pk: { field: "pk", composite: ["clientId", "personnelNumber"], casing: "none" },
      sk: { field: "sk", composite: [] },
    },
  },
});

export type HrmNumber = EntityItem<typeof HrmNumberEntity>;
