import { defineEntity, type EntityItem } from "../db/entity";

/**
 * The typo index (SymSpell's deletion dictionary): under each term, and under every string one
 * letter shorter than it, the terms that give it. Two words are one edit apart (insert, delete,
 * substitute, swap) only if they share such a string, so the terms a typo away from a word are in
 * the items of the word's own deletions: one BatchGet, whatever the dictionary's size and wherever
 * the typo is. Candidates are then checked exactly (a shared deletion may also be two edits).
 * Access pattern: BatchGet pk = clientId + variant. Written with ADD to a string set (idempotent,
 * no read), only for terms the dictionary does not hold yet; never shrunk, like the dictionary.
 */
export const SearchVariantEntity = defineEntity({
  model: { entity: "searchVariant", version: "1", service: "intranet" },
  attributes: {
    clientId: { type: "string", required: true },
    variant: { type: "string", required: true },
    terms: { type: "set", items: "string", required: true },
  },
  indexes: {
    byVariant: {
      pk: { field: "pk", composite: ["clientId", "variant"] },
      sk: { field: "sk", composite: [] },
    },
  },
});

export type SearchVariantRecord = EntityItem<typeof SearchVariantEntity>;
