import { defineEntity, type EntityItem } from "../db/entity";

/**
 * One saved revision of a node's title and content. Access patterns (the node's partition):
 * - its revisions newest first: Query pk = clientId + nodeId, sk begins with the entity (`rev` padded);
 * - one revision: Get.
 */
export const ArticleRevisionEntity = defineEntity({
  model: { entity: "artRevision", version: "1", service: "intranet" },
  attributes: {
    clientId: { type: "string", required: true },
    nodeId: { type: "string", required: true },
    rev: { type: "number", required: true, padding: { length: 8, char: "0" } },
    title: { type: "string", required: true },
    content: { type: "string", required: true },
    authorId: { type: "string", required: true },
    at: { type: "string", required: true },
    /** Characters of plain text. */
    length: { type: "number", required: true },
  },
  indexes: {
    byNode: {
      pk: { field: "pk", composite: ["clientId", "nodeId"] },
      sk: { field: "sk", composite: ["rev"] },
    },
  },
});

export type ArticleRevisionRecord = EntityItem<typeof ArticleRevisionEntity>;
