import { defineEntity, type EntityItem } from "../db/entity";

/**
 * A person's tie to a plan they lead (its creator, observer, or a chief of its employee; not its
 * employee, whose plans are the plan's own index): "my employees' plans" is one Query of the
 * person's partition, newest first, then one BatchGet of the plans. Written and removed in the
 * plan's own transactions. Access pattern: pk = clientId + userId, sk = planId.
 */
export const IdpLinkEntity = defineEntity({
  model: { entity: "idpLink", version: "1", service: "intranet" },
  attributes: {
    clientId: { type: "string", required: true },
    userId: { type: "string", required: true },
    planId: { type: "string", required: true },
    roles: { type: "list", items: { type: "string" }, required: true },
  },
  indexes: {
    byUser: {
      pk: { field: "pk", composite: ["clientId", "userId"] },
      sk: { field: "sk", composite: ["planId"] },
    },
  },
});

export type IdpLinkRecord = EntityItem<typeof IdpLinkEntity>;
