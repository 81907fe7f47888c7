import { structureTypes } from "@intranet/contracts/structure";
import { defineEntity, type EntityItem } from "../db/entity";

/**
 * One structure type's tree head: its root, its shape (each department's parent), its size and a
 * revision. Every change of the shape (a department created, moved or deleted) is one transaction
 * conditioned on the revision it read and bumping it, so two moves that would together make a loop,
 * or a child created under a department being deleted, cannot both commit. The rules are checked
 * on this item's `parents`, read strongly consistent: the departments' index (gsi1) may lag a
 * write, and a check on a stale tree could let a loop in. Created with the root (only if absent:
 * one root). Access pattern: Get pk = clientId + type.
 */
export const StructureTreeEntity = defineEntity({
  model: { entity: "structureTree", version: "1", service: "intranet" },
  attributes: {
    clientId: { type: "string", required: true },
    type: { type: structureTypes, required: true },
    rootId: { type: "string", required: true },
    departments: { type: "number", required: true },
    /** deptId → its parent's id ("" for the root): ~40 bytes a department, 2,000 fit in the 400 KB item. */
    parents: { type: "any" },
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
