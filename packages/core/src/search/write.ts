import type { ScopeDocuments, SearchDocument } from "./document";
import {
  backoff,
  batchWrite,
  defaultRetry,
  getAll,
  named,
  retryUnavailable,
  unexpectedCancellation,
  writeTransaction,
} from "../db";
import { mapLimited } from "../platform";
import { db } from "./entities";
import type { SearchDocRecord } from "./doc.entity";
import { forgivesTypos, shardOf, typoKeysOf } from "./text";
import { rankOf, termWeights } from "./weights";

/** Today (UTC), the only time a search row keeps (see the doc entity's `indexedAt`). */
const indexDay = () => new Date().toISOString().slice(0, 10);

/** Characters of the body kept on the document for snippets (the whole body is indexed). */
export const SNIPPET_SOURCE_CHARS = 2000;

interface PostingKey {
  clientId: string;
  term: string;
  rank: string;
  scope: string;
  type: string;
  docId: string;
}

const POSTING_KEY = ["clientId", "term", "rank", "scope", "type", "docId"] as const;
const DOC_KEY = ["clientId", "scope", "type", "docId"] as const;

const keyOf = (doc: { type: string; docId: string }) => `${doc.type}\u0000${doc.docId}`;

/**
 * Replaces a scope's documents with `docs` (none: the object is gone). Off the request path (bus
 * subscribers, the re-index job). Only what changed is written: postings of terms a document
 * gained or whose weight changed, deletions of those it lost, dictionary entries of new terms.
 * Order matters for readers running meanwhile: new postings first, then the documents (which
 * the query verifies against), then the removal of stale postings.
 *
 * Two writers of one scope at once may leave a posting missing or extra; an extra one never
 * answers (the document's terms are checked), a missing one is restored by the next change of
 * the scope or the daily re-index.
 */
export async function replaceScope(
  clientId: string,
  source: string,
  scope: string,
  docs: SearchDocument[],
): Promise<{ written: number; removed: number }> {
  const { entities } = db();
  const { data: stored } = await entities.searchDoc.query.byScope({ clientId, scope }).go({ pages: "all" });
  const before = new Map(stored.map((row) => [keyOf(row), row]));
  const now = indexDay();

  const putPostings: PostingKey[] = [];
  const dropPostings: PostingKey[] = [];
  const newTerms = new Set<string>();
  const rows: SearchDocRecord[] = [];

  for (const doc of docs) {
    const terms = termWeights(doc.text);
    const old = before.get(keyOf({ type: doc.type, docId: doc.id }));
    before.delete(keyOf({ type: doc.type, docId: doc.id }));
    const oldTerms = (old?.terms ?? {}) as Record<string, number>;
    const posting = (term: string, weight: number) => ({
      clientId,
      term,
      rank: rankOf(weight),
      scope,
      type: doc.type,
      docId: doc.id,
    });
    for (const [term, weight] of Object.entries(terms)) {
      const was = oldTerms[term];
      if (was === undefined) newTerms.add(term);
      if (was === undefined || rankOf(was) !== rankOf(weight)) putPostings.push(posting(term, weight));
    }
    for (const [term, weight] of Object.entries(oldTerms)) {
      if (terms[term] === undefined || rankOf(terms[term]) !== rankOf(weight)) dropPostings.push(posting(term, weight));
    }
    rows.push(rowOf(clientId, source, scope, doc, terms, now));
  }
  // Documents of the scope the source no longer has: gone with all their postings.
  const removed = [...before.values()];
  for (const row of removed) {
    for (const [term, weight] of Object.entries(row.terms as Record<string, number>)) {
      dropPostings.push({ clientId, term, rank: rankOf(weight), scope, type: row.type, docId: row.docId });
    }
  }

  await Promise.all([
    batchWrite(
      (items) => entities.searchPosting.put(items).go(),
      putPostings.map((key) => ({ ...key, weight: weightOf(key) })),
      POSTING_KEY,
    ),
    addToDictionary(clientId, newTerms, 1),
  ]);
  await batchWrite((items) => entities.searchDoc.put(items).go(), rows, DOC_KEY);
  await batchWrite(
    (keys) => entities.searchDoc.delete(keys).go(),
    removed.map((row) => ({ clientId, scope, type: row.type, docId: row.docId })),
    DOC_KEY,
  );
  await batchWrite((keys) => entities.searchPosting.delete(keys).go(), dropPostings, POSTING_KEY);
  return { written: rows.length, removed: removed.length };
}

/** A document as stored: the body kept only where a snippet can add to the title. */
function rowOf(
  clientId: string,
  source: string,
  scope: string,
  doc: SearchDocument,
  terms: Record<string, number>,
  now: string,
): SearchDocRecord {
  const body = doc.text.body && doc.text.body !== doc.title ? doc.text.body.slice(0, SNIPPET_SOURCE_CHARS) : undefined;
  return {
    clientId,
    source,
    scope,
    type: doc.type,
    docId: doc.id,
    title: doc.title,
    ...(body ? { body } : {}),
    readers: doc.readers,
    path: doc.path,
    ...(doc.meta ? { meta: doc.meta } : {}),
    ...(doc.date ? { date: doc.date } : {}),
    terms,
    indexedAt: now,
  };
}

/**
 * Indexes scopes the index does not hold yet, without reading anything (a tenant's first index,
 * a bulk import): the same items `replaceScope` writes, in parallel batches. A scope that was
 * indexed before must go through `replaceScope`, or its lost words would keep their postings.
 */
export async function indexNewScopes(clientId: string, source: string, scopes: ScopeDocuments[]): Promise<number> {
  const { entities } = db();
  const now = indexDay();
  const postings: Array<PostingKey & { weight: number }> = [];
  const terms = new Set<string>();
  const rows: SearchDocRecord[] = [];
  for (const { scope, docs } of scopes) {
    for (const doc of docs) {
      const weights = termWeights(doc.text);
      rows.push(rowOf(clientId, source, scope, doc, weights, now));
      for (const [term, weight] of Object.entries(weights)) {
        terms.add(term);
        postings.push({ clientId, term, rank: rankOf(weight), scope, type: doc.type, docId: doc.id, weight });
      }
    }
  }
  await Promise.all([
    batchWrite(
      (items) => entities.searchPosting.put(items).go({ concurrency: BULK_CONCURRENCY }),
      postings,
      POSTING_KEY,
    ),
    addToDictionary(clientId, terms, BULK_CONCURRENCY, true),
  ]);
  await batchWrite((items) => entities.searchDoc.put(items).go({ concurrency: BULK_CONCURRENCY }), rows, DOC_KEY);
  return rows.length;
}

/**
 * Adds terms to the tenant's dictionary and typo index. Only the terms it does not hold yet are
 * written (a BatchGet tells), so a post of common words costs one read, not a write per variant.
 * The typo index is written before the term: a term found in the dictionary always has its
 * variants, even if a writer stopped half way. Two writers adding one term at once write the same
 * set members (ADD is idempotent).
 */
async function addToDictionary(clientId: string, terms: Set<string>, concurrency: number, bulk = false): Promise<void> {
  const { entities } = db();
  const keys = [...terms].map((term) => ({ clientId, shard: shardOf(term), term }));
  const known = new Set(
    (await getAll(keys, (batch) => entities.searchTerm.get(batch).go({ attributes: ["term"] }))).map(
      ({ term }) => term,
    ),
  );
  const added = keys.filter(({ term }) => !known.has(term));
  if (!added.length) return;
  const variants = variantItems(added.map(({ term }) => term));
  if (bulk || variants.length >= MANY_VARIANTS) await addVariantsInTransactions(clientId, variants, concurrency);
  else await mapLimited(variants, concurrency * 4, (item) => addVariant(clientId, item));
  await batchWrite((items) => entities.searchTerm.put(items).go({ concurrency }), added, ["clientId", "shard", "term"]);
}

interface VariantItem {
  variant: string;
  members: string[];
}

/** The typo index's items of new terms: under each variant (`typoKeysOf`), the terms that give it. */
function variantItems(terms: string[]): VariantItem[] {
  // Keys are stored lowercased (ElectroDB): variants differing only in case are one item, and a
  // transaction may touch an item once.
  const items = new Map<string, { variant: string; members: Set<string> }>();
  for (const term of terms) {
    if (!forgivesTypos(term)) continue;
    for (const variant of typoKeysOf(term)) {
      const key = variant.toLowerCase();
      const item = items.get(key) ?? { variant, members: new Set<string>() };
      item.members.add(term);
      items.set(key, item);
    }
  }
  return [...items.values()].map(({ variant, members }) => ({ variant, members: [...members] }));
}

/**
 * One typo index item, with ADD (idempotent, no read). Sent again while DynamoDB is busy, and when
 * a bulk index's transaction holds the item at that moment (`TransactionConflictException`).
 */
async function addVariant(clientId: string, { variant, members }: VariantItem): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      await retryUnavailable(() =>
        db().entities.searchVariant.update({ clientId, variant }).add({ terms: members }).go(),
      );
      return;
    } catch (error) {
      if (!isTransactionConflict(error) || attempt + 1 >= defaultRetry.maxAttempts) throw error;
      await backoff(attempt);
    }
  }
}

function isTransactionConflict(error: unknown): boolean {
  const seen = new Set<unknown>();
  for (let current = error; current && !seen.has(current); current = (current as { cause?: unknown }).cause) {
    seen.add(current);
    if ((current as { name?: string }).name === "TransactionConflictException") return true;
  }
  return false;
}

/**
 * Typo index items sent in one TransactWriteItems by a bulk index (DynamoDB's limit). A new term
 * has a variant per letter, so a tenant's first index adds thousands: the demo workspace's 614
 * terms have 2,774. One UpdateItem each cost DynamoDB Local about 4.5 ms, a hundred in one
 * transaction about 1.4 ms each, as much as a batch put (measured: 2,700 items, 12–14 s one by
 * one, 3.8 s in transactions). Only the bulk index uses them: its items are new and disjoint, while
 * writers of single scopes at once (events) adding the same new words would cancel each other's
 * transactions. In AWS a transactional write costs twice the write units of a plain one: a
 * tenant's first index only, on terms new to its dictionary.
 */
const VARIANTS_PER_TRANSACTION = 100;

/**
 * An event's writer sends its typo index items in transactions too when it has this many (a long
 * post of new words): two writers at once rarely add the same ones, and a conflict is retried.
 * Fewer go one by one: 60 writers at once of the same two new words cancelled each other's
 * transactions.
 */
const MANY_VARIANTS = 50;

/**
 * A bulk index's typo index items, a hundred to a transaction of ADDs (the same items and members
 * as one by one). A transaction cancelled by a concurrent writer of the same items is retried
 * (db/transaction.ts), then its items are sent one by one; one DynamoDB did not answer is sent
 * again whole (ADD again changes nothing).
 */
async function addVariantsInTransactions(clientId: string, items: VariantItem[], concurrency: number): Promise<void> {
  const chunks: VariantItem[][] = [];
  for (let start = 0; start < items.length; start += VARIANTS_PER_TRANSACTION)
    chunks.push(items.slice(start, start + VARIANTS_PER_TRANSACTION));
  await mapLimited(chunks, concurrency, async (chunk) => {
    const outcome = await retryUnavailable(() =>
      writeTransaction((entities) =>
        chunk.map(({ variant, members }, index) =>
          named(String(index), entities.searchVariant.update({ clientId, variant }).add({ terms: members }).commit()),
        ),
      ),
    );
    if (outcome.ok) return;
    if (!outcome.conflicted) throw unexpectedCancellation(outcome, "search typo index");
    await mapLimited(chunk, 4, (item) => addVariant(clientId, item));
  });
}

/** Batches of 25 sent at once by a bulk index. */
const BULK_CONCURRENCY = 4;

/** The weight a posting key was ranked from (kept on the posting for scoring without a lookup). */
function weightOf(key: PostingKey): number {
  return (9999 - Number(key.rank)) / 100;
}
