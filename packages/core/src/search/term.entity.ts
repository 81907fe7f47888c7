import { defineEntity, type EntityItem } from "../db/entity";

/**
 * The tenant's term dictionary, sharded by a term's first two characters (text.ts `shardOf`).
 * Access patterns: the terms starting with the last word typed, Query pk = clientId + shard,
 * sk begins_with prefix, limited; whether a term is known yet, BatchGet (the typo index,
 * variant.entity.ts, is written only for new terms). A term is written the first time a document
 * brings it and never counted (no hot counter item); one that no document holds any more only
 * costs an empty postings read.
 */
export const SearchTermEntity = defineEntity({
  model: { entity: "searchTerm", version: "1", service: "intranet" },
  attributes: {
    clientId: { type: "string", required: true },
    shard: { type: "string", required: true },
    term: { type: "string", required: true },
  },
  indexes: {
    byShard: {
      pk: { field: "pk", composite: ["clientId", "shard"] },
      sk: { field: "sk", composite: ["term"] },
    },
  },
});

export type SearchTermRecord = EntityItem<typeof SearchTermEntity>;
