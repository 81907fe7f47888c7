import { defineEntity, type EntityItem } from "../db/entity";

/**
 * A file attached to a node, with a copy of what the page shows (no file reads to open a page).
 * Access pattern: Query pk = clientId + nodeId (the node's partition), sk = fileId.
 */
export const ArticleFileLinkEntity = defineEntity({
  model: { entity: "artFile", version: "1", service: "intranet" },
  attributes: {
    clientId: { type: "string", required: true },
    nodeId: { type: "string", required: true },
    fileId: { type: "string", required: true },
    name: { type: "string", required: true },
    contentType: { type: "string", required: true },
    size: { type: "number", required: true },
    isImage: { type: "boolean", required: true },
    addedAt: { type: "string", required: true },
    addedBy: { type: "string", required: true },
  },
  indexes: {
    byNode: {
      pk: { field: "pk", composite: ["clientId", "nodeId"] },
      sk: { field: "sk", composite: ["fileId"] },
    },
  },
});

export type ArticleFileLinkRecord = EntityItem<typeof ArticleFileLinkEntity>;
