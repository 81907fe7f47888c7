import { db } from "./entities";
import { MIN_WORD, shardOf, stemsOf, withinOneEdit } from "./text";

/**
 * Retrieval: which terms each query word stands for, and the best postings of those terms. Every
 * read is bounded (a limit per Query, a cap on expanded terms), so a query costs the same number
 * of calls whatever the tenant's size: at most 1 + 2 × words dictionary reads and
 * MAX_POSTING_QUERIES postings reads, in two parallel rounds.
 */

/** How well a term stands for a word: the word itself (a stem of it), the start of a longer word, a typo away. */
export const MATCH_QUALITY = { exact: 1, prefix: 0.8, fuzzy: 0.6 } as const;
/** Postings read per term: the heaviest documents of a term (the sort key starts with the rank). */
export const POSTINGS_PER_TERM = 200;
const PREFIX_TERMS = 8;
const FUZZY_TERMS = 4;
/** Words of this length or longer forgive one typo (the issue: a 6+ letter word). */
export const FUZZY_MIN_WORD = 6;
/** Dictionary pages read per shard for typos (a shard is the terms sharing two first letters). */
const FUZZY_SHARD_PAGES = 2;
const MAX_POSTING_QUERIES = 24;

export interface WordPlan {
  word: string;
  /** term → quality (MATCH_QUALITY). */
  terms: Map<string, number>;
  /** Postings read for the word's terms (its rarity: fewer = more telling). */
  postings: number;
}

export interface Posting {
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
      .go({ limit: POSTINGS_PER_TERM, attributes: ["scope", "type", "docId", "weight"] });
    postings[index]!.push(...data);
    plans[index]!.postings += data.length;
  };

  // Round 1: the words' own stems, the last word's completions, and the typo candidates.
  const exactReads = plans.flatMap((plan, index) => [...plan.terms.keys()].map((term) => readPostings(index, term)));
  const last = plans.length - 1;
  const expansions = plans.map(async (plan, index) => {
    const found = new Map<string, number>();
    if (index === last && plan.word.length >= MIN_WORD) {
      const { data } = await entities.searchTerm.query
        .byShard({ clientId, shard: shardOf(plan.word) })
        .begins({ term: plan.word })
        .go({ limit: PREFIX_TERMS, attributes: ["term"] });
      for (const { term } of data) if (!plan.terms.has(term)) found.set(term, MATCH_QUALITY.prefix);
    }
    if (plan.word.length >= FUZZY_MIN_WORD) {
      for (const term of await typoCandidates(clientId, plan)) {
        if (!plan.terms.has(term) && !found.has(term)) found.set(term, MATCH_QUALITY.fuzzy);
      }
    }
    return found;
  });
  const [, found] = await Promise.all([Promise.all(exactReads), Promise.all(expansions)]);

  // Round 2: postings of the expanded terms, within the cap.
  let budget = MAX_POSTING_QUERIES - fetched.size;
  const round2: Promise<void>[] = [];
  found.forEach((terms, index) => {
    for (const [term, quality] of terms) {
      plans[index]!.terms.set(term, quality);
      if (fetched.has(term) || budget <= 0) continue;
      budget -= 1;
      round2.push(readPostings(index, term));
    }
  });
  await Promise.all(round2);
  return { plans, postings };
}

/**
 * Terms one edit away from the word or its stems, from the shard of its first two letters and
 * the shard a letter inserted second would put it in (so a typo anywhere after the first letter
 * is forgiven, and an extra second letter too).
 */
async function typoCandidates(clientId: string, plan: WordPlan): Promise<string[]> {
  const targets = [plan.word, ...plan.terms.keys()];
  const shards = new Set([shardOf(plan.word), plan.word[0]! + plan.word[2]!]);
  const pages = await Promise.all(
    [...shards].map((shard) =>
      db()
        .entities.searchTerm.query.byShard({ clientId, shard })
        .go({ pages: FUZZY_SHARD_PAGES, attributes: ["term"] }),
    ),
  );
  const candidates: string[] = [];
  for (const { data } of pages) {
    for (const { term } of data) {
      if (term.length >= FUZZY_MIN_WORD - 2 && targets.some((target) => withinOneEdit(term, target)))
        candidates.push(term);
      if (candidates.length >= FUZZY_TERMS) return candidates;
    }
  }
  return candidates;
}
