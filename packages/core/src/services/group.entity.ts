import { defineEntity, type EntityItem } from "../db/entity";

/**
 * A service group (product-spec §3 Service group). Access patterns:
 * - by id: Get pk = clientId + groupId;
 * - a company's groups: Query gsi1 pk = clientId (the catalogue; at most serviceLimits.groupsMax).
 * `servicesCount` is ADDed in the transaction that creates, moves or deletes a service, so a group
 * is deleted on the condition that it is 0 (rules spec §5: only an empty group).
 */
export const ServiceGroupEntity = defineEntity({
  model: { entity: "serviceGroup", version: "1", service: "intranet" },
  attributes: {
    clientId: { type: "string", required: true },
    groupId: { type: "string", required: true },
    name: { type: "string", required: true },
    /** No default: ADDed by service writes, absent reads as 0. */
    servicesCount: { type: "number" },
    createdAt: { type: "string", required: true },
    updatedAt: { type: "string" },
  },
  indexes: {
    byId: {
      pk: { field: "pk", composite: ["clientId", "groupId"] },
      sk: { field: "sk", composite: [] },
    },
    byTenant: {
      index: "gsi1",
      pk: { field: "gsi1pk", composite: ["clientId"] },
      sk: { field: "gsi1sk", composite: ["groupId"] },
    },
  },
});

export type ServiceGroupRecord = EntityItem<typeof ServiceGroupEntity>;
