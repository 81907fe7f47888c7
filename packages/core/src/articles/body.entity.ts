import { defineEntity, type EntityItem } from "../db/entity";

/**
 * A node's content, apart from the tree: the sanitised HTML, its table of contents, the outside
 * link and the views counter (ADDed with a view guard in one transaction; absent reads as 0).
 * Access pattern: Get pk = clientId + nodeId (the node's partition, with its revisions, file links
 * and view guards: a deletion clears the partition).
 */
export const ArticleBodyEntity = defineEntity({
  model: { entity: "artBody", version: "1", service: "intranet" },
  attributes: {
    clientId: { type: "string", required: true },
    nodeId: { type: "string", required: true },
    html: { type: "string", required: true },
    /** contracts `ArticleHeading[]`. */
    headings: { type: "any", required: true },
    url: { type: "string" },
    revision: { type: "number", required: true },
    views: { type: "number" },
  },
  indexes: {
    byNode: {
      pk: { field: "pk", composite: ["clientId", "nodeId"] },
      sk: { field: "sk", composite: [] },
    },
  },
});

export type ArticleBodyRecord = EntityItem<typeof ArticleBodyEntity>;
