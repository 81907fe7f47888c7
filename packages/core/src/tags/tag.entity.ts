import { tagColours, tagModules } from "@intranet/contracts/tags";
import { defineEntity, type EntityItem } from "../db/entity";

/**
 * A tag of one module's vocabulary in one company. Access patterns:
 * - a module's tags (the list, the autocomplete, the 500 limit): Query pk = clientId + module (one
 *   small partition: ≤ 500 tags, sorted by name in memory);
 * - by id: Get / BatchGet pk = clientId + module, sk = tagId (a route that names only the id asks
 *   every module's key in one BatchGet: `store.ts`).
 * `uses` counts its links, ADDed in the link's transaction (no default: absent reads as 0).
 */
export const TagEntity = defineEntity({
  model: { entity: "tag", version: "1", service: "intranet" },
  attributes: {
    clientId: { type: "string", required: true },
    module: { type: tagModules, required: true },
    tagId: { type: "string", required: true },
    name: { type: "string", required: true },
    /** The name as the uniqueness guard keys it (`tagName`). */
    nameKey: { type: "string", required: true },
    colour: { type: tagColours },
    createdBy: { type: "string", required: true },
    createdAt: { type: "string", required: true },
    updatedAt: { type: "string" },
    uses: { type: "number" },
  },
  indexes: {
    byModule: {
      pk: { field: "pk", composite: ["clientId", "module"] },
      sk: { field: "sk", composite: ["tagId"] },
    },
  },
});

export type TagRecord = EntityItem<typeof TagEntity>;
