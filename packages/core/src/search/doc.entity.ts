import { defineEntity, type EntityItem } from "../db/entity";

/**
 * An indexed document, as search answers it: display fields, reader labels and the term weights
 * it was indexed under (the query verifies every word against them, so a posting left behind by
 * a race never answers a document that no longer has the word). Access patterns:
 * - a scope's documents (replace on change): Query pk = clientId + scope;
 * - the hits of a query: BatchGet by pk + sk (one call per 100 hits);
 * - a source's documents in a tenant (re-index clean-up, index size): Query gsi1 pk = clientId + source.
 */
export const SearchDocEntity = defineEntity({
  model: { entity: "searchDoc", version: "1", service: "intranet" },
  attributes: {
    clientId: { type: "string", required: true },
    source: { type: "string", required: true },
    scope: { type: "string", required: true },
    type: { type: "string", required: true },
    docId: { type: "string", required: true },
    title: { type: "string", required: true },
    /** The body's first characters, for snippets (the whole body is indexed, not kept). */
    body: { type: "string" },
    readers: { type: "list", items: { type: "string" }, required: true },
    path: { type: "string", required: true },
    meta: { type: "any" },
    date: { type: "string" },
    /** term → weight (text.ts terms, weights.ts weights). */
    terms: { type: "any", required: true },
    /**
     * The day (YYYY-MM-DD, UTC) it was last indexed: no finer, since indexing follows the write within
     * seconds, and an anonymous report's document must not date its sending closer than its day.
     */
    indexedAt: { type: "string", required: true },
  },
  indexes: {
    byScope: {
      pk: { field: "pk", composite: ["clientId", "scope"] },
      sk: { field: "sk", composite: ["type", "docId"] },
    },
    bySource: {
      index: "gsi1",
      pk: { field: "gsi1pk", composite: ["clientId", "source"] },
      sk: { field: "gsi1sk", composite: ["scope", "type", "docId"] },
    },
  },
});

export type SearchDocRecord = EntityItem<typeof SearchDocEntity>;
