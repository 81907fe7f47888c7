import { structureTypes } from "@intranet/contracts/structure";
import { defineEntity, type EntityItem } from "../db/entity";

/**
 * One structure type's tree head: its root, its size and a revision. Every change of the tree's
 * shape (a department created, moved or deleted) is one transaction conditioned on the revision
 * it read and bumping it, so two moves that would together make a loop, or a child created under a
 * department being deleted, cannot both commit. Created with the root (only if absent: one root).
 * Access pattern: Get pk = clientId + type.
 */
export const StructureTreeEntity = defineEntity({
  model: { entity: "structureTree", version: "1", service: "intranet" },
  attributes: {
    clientId: { type: "string", required: true },
    type: { type: structureTypes, required: true },
    rootId: { type: "string", required: true },
    departments: { type: "number", required: true },
    revision: { type: "number", required: true },
  },
  indexes: {
    byType: {
      pk: { field: "pk", composite: ["clientId", "type"] },
      sk: { field: "sk", composite: [] },
    },
  },
});

export type StructureTreeRecord = EntityItem<typeof StructureTreeEntity>;
