import { meetsAccessLevel, type Actor } from "@intranet/contracts";
import {
  searchLimits,
  searchTypeAccess,
  searchTypeModule,
  searchTypes,
  type SearchAnswer,
  type SearchGroup,
  type SearchHit,
  type SearchQuery,
  type SearchType,
} from "@intranet/contracts/search";
import { moduleOn } from "@intranet/contracts/switches";
import { requireTenant } from "../platform";
import { bodiesOf, pointers, readCandidates, type Candidate, type Pointer } from "./candidates";
import { decodeCursor, encodeCursor } from "./cursor";
import { highlighted, snippetOf } from "./highlight";
import { personName } from "@intranet/contracts/users";
import type { StoredHitMeta } from "./document";
import { readerLabelsOf } from "./readers";
import { retrieve, type Retrieved } from "./retrieve";
import { tokenize } from "./text";

/** Words of a query used (the rest is ignored). */
const MAX_WORDS = 5;
/** Documents read per query at most, to verify and show (a query never reads more, whatever the tenant). */
const READ_BUDGET = { suggest: 30, full: 120 } as const;
/** Rounds of reads when verification drops candidates (another tenant's labels, a stale posting). */
const READ_ROUNDS = 2;

interface Verified {
  doc: Candidate;
  matched: Set<string>;
}

/**
 * GET /api/search: the documents the actor may open that hold every word of the query (a word
 * matches by stem in en/ru/uk, a Russian and a Ukrainian spelling alike, the last word also as the
 * start of a longer one, a word of 4+ letters with one typo), best first, grouped by type. Calls, none growing with the tenant: the
 * retrieval's (retrieve.ts); one projected BatchGet of the documents a page needs (a second only
 * if verification dropped some); in full mode one BatchGet of the shown hits' bodies for snippets.
 */
export async function search(actor: Actor, query: SearchQuery): Promise<SearchAnswer> {
  const clientId = requireTenant(actor);
  const page = query.cursor ? decodeCursor(query.cursor, query.q, query.types) : null;
  const requested = page ? [page.type] : query.types;
  const types = searchTypes.filter((type) => requested.includes(type) && mayFind(actor, type));
  const words = [...new Set(tokenize(query.q).map((token) => token.word))].slice(0, MAX_WORDS);
  const empty: SearchAnswer = { q: query.q, mode: query.mode, groups: [] };
  if (types.length === 0 || words.length === 0) return empty;

  const [retrieved, labels] = await Promise.all([retrieve(clientId, words), readerLabelsOf(actor, clientId)]);
  const size = query.mode === "suggest" ? searchLimits.suggestPerType : searchLimits.pageSize;
  const offsetOf = (type: SearchType) => (page?.type === type ? page.offset : 0);
  const verified = await verifiedHits(
    clientId,
    retrieved,
    labels,
    types,
    (type) => offsetOf(type) + size + 1,
    READ_BUDGET[query.mode],
  );

  const pages = types.map((type) => {
    const offset = offsetOf(type);
    const all = verified.get(type) ?? [];
    return { type, shown: all.slice(offset, offset + size), more: all.length > offset + size, next: offset + size };
  });
  const bodies =
    query.mode === "full"
      ? await bodiesOf(
          clientId,
          pages.flatMap(({ shown }) => shown.map((hit) => hit.doc)),
        )
      : new Map<string, string>();
  const groups: SearchGroup[] = pages
    .filter(({ shown }) => shown.length > 0)
    .map(({ type, shown, more, next }) => ({
      type,
      hits: shown.map((hit) => toHit(hit, bodies.get(`${hit.doc.type}\u0000${hit.doc.docId}`), query.lang)),
      cursor: query.mode === "full" && more ? encodeCursor(type, next, query.q) : null,
    }));
  return { ...empty, groups };
}

/**
 * Whether the actor may find a type at all: its access level, and its module switched on in the
 * company (`searchTypeModule`; docs/switches.md). No call: both are the Actor's.
 */
const mayFind = (actor: Actor, type: SearchType): boolean =>
  meetsAccessLevel(actor, searchTypeAccess[type]) && moduleOn(actor, searchTypeModule[type]);

/** Whether a query has a word search can look for (two letters or digits at least). */
export const hasSearchWords = (q: string): boolean => tokenize(q).length > 0;

/**
 * The ids of the documents of one type the actor may open that hold every word of `q`, best first,
 * up to `max` (at most the full mode's read budget): the same retrieval and verification as
 * `search`, for a module that shows its own rows (the address book's people). Calls: the
 * retrieval's, then one or two projected BatchGets of candidates.
 */
export async function searchIds(actor: Actor, q: string, type: SearchType, max: number): Promise<string[]> {
  const clientId = requireTenant(actor);
  const words = [...new Set(tokenize(q).map((token) => token.word))].slice(0, MAX_WORDS);
  if (words.length === 0 || !mayFind(actor, type)) return [];
  const [retrieved, labels] = await Promise.all([retrieve(clientId, words), readerLabelsOf(actor, clientId)]);
  const budget = Math.min(max, READ_BUDGET.full);
  const verified = await verifiedHits(clientId, retrieved, labels, [type], () => budget, budget);
  return (verified.get(type) ?? []).map((hit) => hit.doc.docId);
}

/**
 * Per type, the verified hits in the postings' order, as many as the page needs (`need`): the
 * documents are read in that order, a type's next ones only while it is short, within the budget.
 */
async function verifiedHits(
  clientId: string,
  retrieved: Retrieved,
  labels: ReadonlySet<string>,
  types: readonly SearchType[],
  need: (type: SearchType) => number,
  budget: number,
): Promise<Map<SearchType, Verified[]>> {
  const queue = new Map<SearchType, Pointer[]>(types.map((type) => [type, []]));
  for (const pointer of pointers(retrieved, new Set(types))) queue.get(pointer.type as SearchType)?.push(pointer);
  const hits = new Map<SearchType, Verified[]>(types.map((type) => [type, []]));
  let left = budget;
  for (let round = 0; round < READ_ROUNDS && left > 0; round++) {
    const wanted: Pointer[] = [];
    for (const type of types) {
      const short = need(type) - hits.get(type)!.length;
      if (short > 0) wanted.push(...queue.get(type)!.splice(0, Math.min(short, left - wanted.length)));
    }
    if (wanted.length === 0) break;
    left -= wanted.length;
    const docs = new Map(
      (await readCandidates(clientId, retrieved.plans, wanted)).map((doc) => [`${doc.type}\u0000${doc.docId}`, doc]),
    );
    for (const pointer of wanted) {
      const doc = docs.get(`${pointer.type}\u0000${pointer.docId}`);
      if (!doc || !doc.readers.some((label) => labels.has(label))) continue;
      const matched = matchedTerms(doc, retrieved);
      if (matched) hits.get(pointer.type as SearchType)!.push({ doc, matched });
    }
  }
  return hits;
}

/**
 * The document's terms that matched, or null if some word is not in it: verified against the
 * document's own weights (not the postings), so a stale posting never answers and a word whose
 * postings were beyond the read limit still counts.
 */
function matchedTerms(doc: Candidate, { plans }: Retrieved): Set<string> | null {
  const matched = new Set<string>();
  for (const plan of plans) {
    const found = [...plan.terms.keys()].filter((term) => doc.terms[term] !== undefined);
    if (found.length === 0) return null;
    for (const term of found) matched.add(term);
  }
  return matched;
}

function toHit({ doc, matched }: Verified, body: string | undefined, lang: string): SearchHit {
  const snippet = snippetOf(body, matched, searchLimits.snippetChars);
  const { name, authorName, ...meta } = (doc.meta ?? {}) as StoredHitMeta;
  return {
    type: doc.type as SearchType,
    id: doc.docId,
    title: highlighted(name ? personName(name, lang) : doc.title, matched),
    ...(snippet ? { snippet } : {}),
    path: doc.path,
    meta: authorName ? { ...meta, subtitle: personName(authorName, lang) } : meta,
  };
}
