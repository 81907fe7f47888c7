import { defineEntity } from "../db/entity";

/**
 * The company's named networks ("Moscow office" = 203.0.113.0/24): where a session is, resolved at
 * read time, so renaming or moving a range applies to every session at once. One item per company
 * (Get by clientId), replaced whole by its admin under the version read (`updatedAt`).
 */
export const CompanyNetworksEntity = defineEntity({
  model: { entity: "company_networks", version: "1", service: "intranet" },
  attributes: {
    clientId: { type: "string", required: true },
    networks: {
      type: "list",
      required: true,
      items: {
        type: "map",
        properties: { name: { type: "string", required: true }, cidr: { type: "string", required: true } },
      },
    },
    updatedAt: { type: "string", required: true },
  },
  indexes: {
    byClient: {
      pk: { field: "pk", composite: ["clientId"] },
      sk: { field: "sk", composite: [] },
    },
  },
});
