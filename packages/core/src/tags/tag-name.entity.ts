import { tagModules } from "@intranet/contracts/tags";
import { defineEntity, type EntityItem } from "../db/entity";

/**
 * The uniqueness guard of a tag's name in its module and company: created with attribute_not_exists
 * in the tag's transaction, moved in the rename's, deleted with the tag. Two creates of one name in
 * parallel: one transaction wins, the other fails this condition (`tags.name_taken`). Access
 * pattern: none but the guarded writes (pk = clientId + module + nameKey).
 */
export const TagNameEntity = defineEntity({
  model: { entity: "tagName", version: "1", service: "intranet" },
  attributes: {
    clientId: { type: "string", required: true },
    module: { type: tagModules, required: true },
    nameKey: { type: "string", required: true },
    tagId: { type: "string", required: true },
  },
  indexes: {
    byName: {
      // The key is already normalised (names.ts): kept as is.
      pk: { field: "pk", composite: ["clientId", "module", "nameKey"], casing: "none" },
      sk: { field: "sk", composite: [] },
    },
  },
});

export type TagNameRecord = EntityItem<typeof TagNameEntity>;
