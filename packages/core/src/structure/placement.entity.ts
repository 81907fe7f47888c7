import { defineEntity, type EntityItem } from "../db/entity";

/**
 * A person's one department in the administrative structure (their place, whose head is their
 * direct chief). Written in the transaction that adds or removes the employee item, conditioned on
 * the department it held, so two parallel placements of one person cannot leave them in two.
 * Access pattern: Get pk = clientId + userId (the chain of chiefs: this, then one tree Query).
 */
export const StructurePlacementEntity = defineEntity({
  model: { entity: "structurePlacement", version: "1", service: "intranet" },
  attributes: {
    clientId: { type: "string", required: true },
    userId: { type: "string", required: true },
    deptId: { type: "string", required: true },
    updatedAt: { type: "string", required: true },
  },
  indexes: {
    byUser: {
      pk: { field: "pk", composite: ["clientId", "userId"] },
      sk: { field: "sk", composite: [] },
    },
  },
});

export type StructurePlacementRecord = EntityItem<typeof StructurePlacementEntity>;
