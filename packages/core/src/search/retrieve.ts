import { db } from "./entities";
import { getAll } from "../db";
import { MIN_WORD, shardOf, stemsOf, typoKeysOf, withinOneEdit } from "./text";

/**
 * Retrieval: which terms each query word stands for, and the best postings of those terms. Every
 * read is bounded (a limit per Query, a cap on expanded terms), so a query costs the same number
 * of calls whatever the tenant's size: one dictionary read for the last word's completions; for a
 * misspelt word (6+ letters, matched nothing) one BatchGet of the typo index; at most
 * MAX_POSTING_QUERIES postings reads. Two parallel rounds, three when a word is misspelt.
 */

/** How well a term stands for a word: the word itself (a stem of it), the start of a longer word, a typo away. */
export const MATCH_QUALITY = { exact: 1, prefix: 0.8, fuzzy: 0.6 } as const;
/** Postings read per term: the heaviest documents of a term (the sort key starts with the rank). */
export const POSTINGS_PER_TERM = 64;
const PREFIX_TERMS = 8;
const FUZZY_TERMS = 4;
/** Words of this length or longer forgive one typo (the issue: a 6+ letter word). */
export const FUZZY_MIN_WORD = 6;
const MAX_POSTING_QUERIES = 24;

export interface WordPlan {
  word: string;
  /** term → quality (MATCH_QUALITY). */
  terms: Map<string, number>;
  /** Postings read for the word's terms (its rarity: fewer = more telling). */
  postings: number;
}

export interface Posting {
  term: string;
  scope: string;
  type: string;
  docId: string;
  weight: number;
}

export interface Retrieved {
  plans: WordPlan[];
  /** word index → its postings (a document may appear under several of the word's terms). */
  postings: Posting[][];
}

export async function retrieve(clientId: string, words: string[]): Promise<Retrieved> {
  const { entities } = db();
  const plans: WordPlan[] = words.map((word) => ({
    word,
    terms: new Map(stemsOf(word).map((stem) => [stem, MATCH_QUALITY.exact])),
    postings: 0,
  }));
  const postings: Posting[][] = words.map(() => []);
  const fetched = new Set<string>();
  const readPostings = async (index: number, term: string) => {
    fetched.add(term);
    const { data } = await entities.searchPosting.query
      .byTerm({ clientId, term })
      .go({ limit: POSTINGS_PER_TERM, attributes: ["term", "scope", "type", "docId", "weight"] });
    postings[index]!.push(...data);
    plans[index]!.postings += data.length;
  };

  let budget = MAX_POSTING_QUERIES;
  const expand = (index: number, terms: string[], quality: number) =>
    Promise.all(
      terms.map((term) => {
        const plan = plans[index]!;
        if (plan.terms.has(term)) return undefined;
        plan.terms.set(term, quality);
        if (fetched.has(term) || budget <= 0) return undefined;
        budget -= 1;
        return readPostings(index, term);
      }),
    );

  // Round 1: the words' own stems, and the terms the last word typed may be the start of.
  const last = plans.length - 1;
  const exact = plans.flatMap((plan, index) => [...plan.terms.keys()].map((term) => readPostings(index, term)));
  budget -= exact.length;
  const [, completions] = await Promise.all([Promise.all(exact), completionsOf(clientId, plans[last]!.word)]);

  // Round 2: the completions' postings; and for a long word nothing matched, the terms a typo away.
  const misspelt = plans
    .map((plan, index) => ({ plan, index }))
    .filter(
      ({ plan, index }) =>
        plan.word.length >= FUZZY_MIN_WORD && plan.postings === 0 && !(index === last && completions.length > 0),
    );
  const [, typos] = await Promise.all([
    expand(last, completions, MATCH_QUALITY.prefix),
    Promise.all(misspelt.map(({ plan }) => typoCandidates(clientId, plan))),
  ]);

  // Round 3 (typos only): their postings.
  await Promise.all(misspelt.map(({ index }, at) => expand(index, typos[at]!, MATCH_QUALITY.fuzzy)));
  return { plans, postings };
}

/** Terms starting with the word (a word still being typed), alphabetically, a few. */
async function completionsOf(clientId: string, word: string): Promise<string[]> {
  if (word.length < MIN_WORD) return [];
  const { data } = await db()
    .entities.searchTerm.query.byShard({ clientId, shard: shardOf(word) })
    .begins({ term: word })
    .go({ limit: PREFIX_TERMS, attributes: ["term"] });
  return data.map(({ term }) => term);
}

/**
 * Terms one edit away from the word or its stems, wherever the edit is: the typo index's items of
 * their deletions (variant.entity.ts), one BatchGet, checked exactly.
 */
async function typoCandidates(clientId: string, plan: WordPlan): Promise<string[]> {
  const targets = [plan.word, ...plan.terms.keys()];
  const keys = [...new Set(targets.flatMap(typoKeysOf))].map((variant) => ({ clientId, variant }));
  const items = await getAll(keys, (batch) =>
    db()
      .entities.searchVariant.get(batch)
      .go({ attributes: ["terms"] }),
  );
  const candidates = new Set<string>();
  for (const { terms } of items) {
    for (const term of terms) {
      if (targets.some((target) => withinOneEdit(term, target))) candidates.add(term);
    }
  }
  return [...candidates].slice(0, FUZZY_TERMS);
}
