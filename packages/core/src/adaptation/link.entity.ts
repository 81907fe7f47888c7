import { adaptRoles } from "@intranet/contracts/adaptation";
import { defineEntity, type EntityItem } from "../db/entity";

/**
 * A person's tie to an adaptation as its newcomer, mentor, chief or HR: "my adaptation" and "my
 * people" are one Query of the person's partition by role, then one BatchGet of the adaptations.
 * Written and removed in the adaptation's own transactions.
 * Access pattern: pk = clientId + userId, sk = role + adaptId.
 */
export const AdaptLinkEntity = defineEntity({
  model: { entity: "adaptLink", version: "1", service: "intranet" },
  attributes: {
    clientId: { type: "string", required: true },
    userId: { type: "string", required: true },
    role: { type: adaptRoles, required: true },
    adaptId: { type: "string", required: true },
  },
  indexes: {
    byUser: {
      pk: { field: "pk", composite: ["clientId", "userId"] },
      sk: { field: "sk", composite: ["role", "adaptId"] },
    },
  },
});

export type AdaptLinkRecord = EntityItem<typeof AdaptLinkEntity>;
