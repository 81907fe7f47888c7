import { structureTypes } from "@intranet/contracts/structure";
import { defineEntity, type EntityItem } from "../db/entity";

/**
 * A department's code in the HR system (the "Код" of a departments file) and the department it
 * names in one structure type, as the last import that created or matched it left them: the next
 * import finds the department by its code, whatever its name or place. The structure module owns
 * the department; this is the import's own key to it. Keys keep their case. Access pattern: every
 * code of a tenant's structure type: Query pk = clientId + type (a few hundred small items).
 */
export const HrmDeptEntity = defineEntity({
  model: { entity: "hrmDept", version: "1", service: "intranet" },
  attributes: {
    clientId: { type: "string", required: true },
    type: { type: structureTypes, required: true },
    code: { type: "string", required: true },
    deptId: { type: "string", required: true },
    /** The upload that set the code, and when. */
    fileId: { type: "string", required: true },
    importedAt: { type: "string", required: true },
  },
  indexes: {
    byType: {
      pk: { field: "pk", composite: ["clientId", "type"] },
      sk: { field: "sk", composite: ["code"], casing: "none" },
    },
  },
});

export type HrmDept = EntityItem<typeof HrmDeptEntity>;
