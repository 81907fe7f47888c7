import { articleKinds } from "@intranet/contracts/articles";
import { defineEntity, type EntityItem } from "../db/entity";

/**
 * A node of a company's knowledge base (a folder or an article): only what the tree needs, so the
 * whole tree is ONE Query (≤ 5,000 nodes, kept under ~1 MB). Content lives in the body item.
 * Access patterns:
 * - the tree: Query pk = clientId (every page's structure and access come from it);
 * - one node: Get pk = clientId, sk = nodeId (a transaction's condition).
 * `removed` marks the root of a big subtree being deleted: everything under it is unreadable at once.
 */
export const ArticleNodeEntity = defineEntity({
  model: { entity: "artNode", version: "1", service: "intranet" },
  attributes: {
    clientId: { type: "string", required: true },
    nodeId: { type: "string", required: true },
    kind: { type: articleKinds, required: true },
    /** Absent: a top folder (a section). */
    parentId: { type: "string" },
    title: { type: "string", required: true },
    /** A fractional index among its siblings (compare as strings). */
    order: { type: "string", required: true },
    /** Its own grants (contracts `Grant[]`); empty: as its folder. */
    grants: { type: "any", required: true },
    filesCount: { type: "number", required: true },
    authorId: { type: "string", required: true },
    createdAt: { type: "string", required: true },
    updatedAt: { type: "string", required: true },
    updatedBy: { type: "string", required: true },
    /** The start of its text (≤ 300 characters): folder pages show it. */
    excerpt: { type: "string", required: true },
    /** Its cover picture: a url of the company's public media (`articleMediaBase`); absent: none. */
    cover: { type: "string" },
    /** The current revision's number. */
    revision: { type: "number", required: true },
    removed: { type: "boolean" },
  },
  indexes: {
    byTree: {
      pk: { field: "pk", composite: ["clientId"] },
      sk: { field: "sk", composite: ["nodeId"] },
    },
  },
});

export type ArticleNodeRecord = EntityItem<typeof ArticleNodeEntity>;
