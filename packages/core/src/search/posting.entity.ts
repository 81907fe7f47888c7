import { defineEntity, type EntityItem } from "../db/entity";

/**
 * A posting of the inverted index: term → document, heaviest first. Access pattern: the best
 * documents of a term, Query pk = clientId + term with a limit (the sort key starts with the
 * rank, so the first page holds the heaviest); a query reads a bounded number of them whatever
 * the tenant's size. `type` rides along so a query drops types the searcher may not open
 * before it reads any document.
 */
export const SearchPostingEntity = defineEntity({
  model: { entity: "searchPosting", version: "1", service: "intranet" },
  attributes: {
    clientId: { type: "string", required: true },
    term: { type: "string", required: true },
    /** Zero-padded 9999 − weight × 100: ascending sort key = heaviest first. */
    rank: { type: "string", required: true },
    scope: { type: "string", required: true },
    type: { type: "string", required: true },
    docId: { type: "string", required: true },
    weight: { type: "number", required: true },
  },
  indexes: {
    byTerm: {
      pk: { field: "pk", composite: ["clientId", "term"] },
      sk: { field: "sk", composite: ["rank", "scope", "type", "docId"] },
    },
  },
});

export type SearchPostingRecord = EntityItem<typeof SearchPostingEntity>;
