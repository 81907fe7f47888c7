import { structureTypes } from "@intranet/contracts/structure";
import { defineEntity, type EntityItem } from "../db/entity";

/**
 * An employee of a department (dept_users). Access patterns:
 * - a department's employees: Query pk = clientId + deptId (sk userId);
 * - a person's departments: Query gsi1 pk = clientId + userId, sk = type + deptId (one type with
 *   begins_with). In the administrative structure a person has at most one department: that is
 *   kept by `structurePlacement`, written in the same transaction.
 */
export const StructureMemberEntity = defineEntity({
  model: { entity: "structureMember", version: "1", service: "intranet" },
  attributes: {
    clientId: { type: "string", required: true },
    deptId: { type: "string", required: true },
    userId: { type: "string", required: true },
    type: { type: structureTypes, required: true },
    createdAt: { type: "string", required: true },
  },
  indexes: {
    byDept: {
      pk: { field: "pk", composite: ["clientId", "deptId"] },
      sk: { field: "sk", composite: ["userId"] },
    },
    byUser: {
      index: "gsi1",
      pk: { field: "gsi1pk", composite: ["clientId", "userId"] },
      sk: { field: "gsi1sk", composite: ["type", "deptId"] },
    },
  },
});

export type StructureMemberRecord = EntityItem<typeof StructureMemberEntity>;
