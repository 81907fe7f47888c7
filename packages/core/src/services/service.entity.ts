import { serviceTypes } from "@intranet/contracts/services";
import { defineEntity, type EntityItem } from "../db/entity";

/**
 * A service (product-spec §3 Service): its form (`fields`) and route (`steps`, ids s1… never
 * reused: `nextStep` numbers the next) live in the item, so ordering reads one item. Access patterns:
 * - by id: Get pk = clientId + serviceId (its page, ordering, every write);
 * - a company's services: Query gsi1 pk = clientId, sk = serviceId (the catalogue, templates,
 *   search's re-index; at most serviceLimits.servicesMax, so a fixed number of pages);
 * - the services an article describes: Query gsi2 pk = clientId + articleId (sparse: only services
 *   with an article have the keys).
 * `grants` (contracts/audiences `Grant[]`, level read) are who may order it: everyone or audiences.
 */
export const ServiceEntity = defineEntity({
  model: { entity: "service", version: "1", service: "intranet" },
  attributes: {
    clientId: { type: "string", required: true },
    serviceId: { type: "string", required: true },
    name: { type: "string", required: true },
    groupId: { type: "string", required: true },
    /** Cleaned HTML, and its plain text shortened for the catalogue. */
    description: { type: "string", required: true },
    excerpt: { type: "string", required: true },
    /** "" when none: the byArticle index is written only when set (its condition needs the value given). */
    articleId: { type: "string" },
    type: { type: serviceTypes, required: true },
    departmentId: { type: "string" },
    dayLimit: { type: "number", required: true },
    forAll: { type: "boolean", required: true },
    grants: { type: "any", required: true },
    template: { type: "boolean", required: true },
    comments: { type: "boolean", required: true },
    /** contracts `Field[]`. */
    fields: { type: "any", required: true },
    /** contracts `StoredStep[]`. */
    steps: { type: "any", required: true },
    nextStep: { type: "number", required: true },
    authorId: { type: "string", required: true },
    createdAt: { type: "string", required: true },
    updatedAt: { type: "string", required: true },
  },
  indexes: {
    byId: {
      pk: { field: "pk", composite: ["clientId", "serviceId"] },
      sk: { field: "sk", composite: [] },
    },
    byTenant: {
      index: "gsi1",
      pk: { field: "gsi1pk", composite: ["clientId"] },
      sk: { field: "gsi1sk", composite: ["serviceId"] },
    },
    byArticle: {
      index: "gsi2",
      condition: (attributes) => !!attributes.articleId,
      pk: { field: "gsi2pk", composite: ["clientId", "articleId"] },
      sk: { field: "gsi2sk", composite: ["serviceId"] },
    },
  },
});

export type ServiceRecord = EntityItem<typeof ServiceEntity>;
