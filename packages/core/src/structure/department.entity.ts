import { structureTypes } from "@intranet/contracts/structure";
import { defineEntity, type EntityItem } from "../db/entity";

/**
 * A department of one structure type (product-spec §3 Department). Access patterns:
 * - by id: Get pk = clientId + deptId (edit, move, delete, head, employees);
 * - a whole structure type (the tree, the org chart, the chain of chiefs): ONE Query on gsi1
 *   pk = clientId + type (a structure holds at most `structureLimits.departmentsMax` small items,
 *   well under a 1 MB page).
 * `employees` changes only by atomic ADD in the transaction that adds or removes an employee item,
 * and a delete is conditioned on it being 0, so a department never loses track of its people.
 * The tree's shape (parents) changes only under the structure type's revision (tree.entity.ts).
 */
export const StructureDeptEntity = defineEntity({
  model: { entity: "structureDept", version: "1", service: "intranet" },
  attributes: {
    clientId: { type: "string", required: true },
    deptId: { type: "string", required: true },
    type: { type: structureTypes, required: true },
    name: { type: "string", required: true },
    description: { type: "string", required: true, default: "" },
    /** Absent on the type's root. */
    parentId: { type: "string" },
    headUserId: { type: "string" },
    employees: { type: "number", required: true, default: 0 },
    createdAt: { type: "string", required: true },
    updatedAt: { type: "string", required: true },
  },
  indexes: {
    byId: {
      pk: { field: "pk", composite: ["clientId", "deptId"] },
      sk: { field: "sk", composite: [] },
    },
    byType: {
      index: "gsi1",
      pk: { field: "gsi1pk", composite: ["clientId", "type"] },
      sk: { field: "gsi1sk", composite: ["deptId"] },
    },
  },
});

export type StructureDeptRecord = EntityItem<typeof StructureDeptEntity>;
