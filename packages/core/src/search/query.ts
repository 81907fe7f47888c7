import { meetsAccessLevel, type Actor } from "@intranet/contracts";
import {
  searchLimits,
  searchTypeAccess,
  searchTypes,
  type SearchAnswer,
  type SearchGroup,
  type SearchHit,
  type SearchHitMeta,
  type SearchQuery,
  type SearchType,
} from "@intranet/contracts/search";
import { getAll } from "../db";
import { requireTenant } from "../platform";
import { decodeCursor, encodeCursor } from "./cursor";
import type { SearchDocRecord } from "./doc.entity";
import { db } from "./entities";
import { highlighted, snippetOf } from "./highlight";
import { readerLabelsOf } from "./readers";
import { retrieve, type Retrieved } from "./retrieve";
import { tokenize } from "./text";

/** Words of a query used (the rest is ignored; the contract allows 8, retrieval reads 5). */
const MAX_WORDS = 5;
/** Documents read to verify and rank: the best candidates by their postings. */
const CANDIDATES = { suggest: 40, full: 150 } as const;

/**
 * GET /api/search: the documents the actor may open that hold every word of the query (a word
 * matches by stem in en/ru/uk, the last word also as the start of a longer one, a word of 6+
 * letters with one typo), best first, grouped by type. Calls: the retrieval's (retrieve.ts) and
 * one BatchGet per 100 candidates; nothing grows with the tenant's size.
 */
export async function search(actor: Actor, query: SearchQuery): Promise<SearchAnswer> {
  const clientId = requireTenant(actor);
  const page = query.cursor ? decodeCursor(query.cursor, query.q, query.types) : null;
  const requested = page ? [page.type] : query.types;
  const types = searchTypes.filter(
    (type) => requested.includes(type) && meetsAccessLevel(actor, searchTypeAccess[type]),
  );
  const words = [...new Set(tokenize(query.q).map((token) => token.word))].slice(0, MAX_WORDS);
  const empty: SearchAnswer = { q: query.q, mode: query.mode, groups: [] };
  if (types.length === 0 || words.length === 0) return empty;

  const [retrieved, labels] = await Promise.all([retrieve(clientId, words), readerLabelsOf(actor, clientId)]);
  const rows = await candidateDocuments(clientId, retrieved, new Set(types), CANDIDATES[query.mode]);
  const hits = rows
    .filter((row) => row.readers.some((label) => labels.has(label)))
    .map((row) => ranked(row, retrieved))
    .filter((hit) => hit !== null)
    .sort(
      (a, b) =>
        b.score - a.score ||
        (b.row.date ?? "").localeCompare(a.row.date ?? "") ||
        a.row.docId.localeCompare(b.row.docId),
    );

  const groups: SearchGroup[] = [];
  for (const type of types) {
    const ofType = hits.filter((hit) => hit.row.type === type);
    const offset = page?.type === type ? page.offset : 0;
    const size = query.mode === "suggest" ? searchLimits.suggestPerType : searchLimits.pageSize;
    const slice = ofType.slice(offset, offset + size);
    if (slice.length === 0) continue;
    const next = offset + size;
    groups.push({
      type,
      hits: slice.map((hit) => toHit(hit.row, hit.matched)),
      cursor: query.mode === "full" && next < ofType.length ? encodeCursor(type, next, query.q) : null,
    });
  }
  return { ...empty, groups };
}

/** The best candidates of the allowed types (by words matched, then posting weight), read in full. */
async function candidateDocuments(
  clientId: string,
  { postings }: Retrieved,
  types: ReadonlySet<string>,
  limit: number,
): Promise<SearchDocRecord[]> {
  const candidates = new Map<
    string,
    { scope: string; type: string; docId: string; words: Set<number>; weight: number }
  >();
  postings.forEach((list, word) => {
    for (const posting of list) {
      if (!types.has(posting.type)) continue;
      const key = `${posting.scope}\u0000${posting.type}\u0000${posting.docId}`;
      const candidate = candidates.get(key) ?? { ...posting, words: new Set<number>(), weight: 0 };
      if (!candidate.words.has(word)) candidate.weight += posting.weight;
      candidate.words.add(word);
      candidates.set(key, candidate);
    }
  });
  const best = [...candidates.values()]
    .sort((a, b) => b.words.size - a.words.size || b.weight - a.weight)
    .slice(0, limit)
    .map(({ scope, type, docId }) => ({ clientId, scope, type, docId }));
  return getAll(best, (keys) => db().entities.searchDoc.get(keys).go());
}

/**
 * A document's score, or null if some word is not in it. Verified against the document's own
 * terms (not the postings), so a stale posting never answers and a word whose postings were
 * beyond the read limit still counts. A rarer word weighs more.
 */
function ranked(
  row: SearchDocRecord,
  { plans }: Retrieved,
): { row: SearchDocRecord; score: number; matched: Set<string> } | null {
  const terms = row.terms as Record<string, number>;
  const matched = new Set<string>();
  let score = 0;
  for (const plan of plans) {
    let best = 0;
    for (const [term, quality] of plan.terms) {
      const weight = terms[term];
      if (weight === undefined) continue;
      matched.add(term);
      best = Math.max(best, weight * quality);
    }
    if (best === 0) return null;
    score += best / Math.log2(2 + plan.postings / 50);
  }
  return { row, score, matched };
}

function toHit(row: SearchDocRecord, matched: ReadonlySet<string>): SearchHit {
  const snippet = snippetOf(row.body, matched, searchLimits.snippetChars);
  return {
    type: row.type as SearchType,
    id: row.docId,
    title: highlighted(row.title, matched),
    ...(snippet ? { snippet } : {}),
    path: row.path,
    meta: (row.meta ?? {}) as SearchHitMeta,
  };
}
