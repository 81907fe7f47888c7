import { tagModels } from "@intranet/contracts/tags";
import { defineEntity, type EntityItem } from "../db/entity";

/**
 * A tag on an item. Access patterns:
 * - every item's tags of one model in a company (the articles tree's tag filter at a fixed cost):
 *   ONE Query pk = clientId + model (paged only beyond 1 MB);
 * - one item's tags: Query pk = clientId + model, sk begins with itemId;
 * - the items a tag is on (delete, `itemsWithTags`): Query gsi1 pk = clientId + tagId, sk begins
 *   with model.
 */
export const TagLinkEntity = defineEntity({
  model: { entity: "tagLink", version: "1", service: "intranet" },
  attributes: {
    clientId: { type: "string", required: true },
    model: { type: tagModels, required: true },
    itemId: { type: "string", required: true },
    tagId: { type: "string", required: true },
    createdAt: { type: "string", required: true },
  },
  indexes: {
    byItem: {
      pk: { field: "pk", composite: ["clientId", "model"] },
      sk: { field: "sk", composite: ["itemId", "tagId"] },
    },
    byTag: {
      index: "gsi1",
      pk: { field: "gsi1pk", composite: ["clientId", "tagId"] },
      sk: { field: "gsi1sk", composite: ["model", "itemId"] },
    },
  },
});

export type TagLinkRecord = EntityItem<typeof TagLinkEntity>;
