import { defineEntity, type EntityItem } from "../db/entity";

/**
 * An active plan with tasks counted overdue (the timer flagged them): the admins' analytics lists
 * them with one Query and one BatchGet. Put and removed in the plan's own transactions.
 * Access pattern: pk = clientId, sk = planId.
 */
export const IdpLateEntity = defineEntity({
  model: { entity: "idpLate", version: "1", service: "intranet" },
  attributes: {
    clientId: { type: "string", required: true },
    planId: { type: "string", required: true },
    overdue: { type: "number", required: true },
  },
  indexes: {
    byClient: {
      pk: { field: "pk", composite: ["clientId"] },
      sk: { field: "sk", composite: ["planId"] },
    },
  },
});

export type IdpLateRecord = EntityItem<typeof IdpLateEntity>;
