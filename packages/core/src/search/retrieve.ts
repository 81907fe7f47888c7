import { db } from "./entities";
import { getAll } from "../db";
import { forgivesTypos, MIN_WORD, searchFormOf, shardOf, stemsOf, typoKeysOf, withinOneEdit } from "./text";

/**
 * Retrieval: which terms each query word stands for, and the best postings of those terms. Every
 * read is bounded (a limit per Query, a cap on expanded terms), so a query costs the same number
 * of calls whatever the tenant's size: one dictionary read for the last word's completions; for the
 * misspelt words (4+ letters, matched nothing) one BatchGet of the typo index together (one per
 * 100 keys: two only for several long misspelt words); at most MAX_POSTING_QUERIES postings reads.
 * Two parallel rounds, three when a word is misspelt.
 */

/** How well a term stands for a word: the word itself (a stem of it), the start of a longer word, a typo away. */
export const MATCH_QUALITY = { exact: 1, prefix: 0.8, fuzzy: 0.6 } as const;
/** Postings read per term: the heaviest documents of a term (the sort key starts with the rank). */
export const POSTINGS_PER_TERM = 64;
const PREFIX_TERMS = 8;
const FUZZY_TERMS = 4;
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

  // Round 2: the completions' postings; and for a word of 4+ letters nothing matched, the terms a typo away.
  const misspelt = plans
    .map((plan, index) => ({ plan, index }))
    .filter(
      ({ plan, index }) =>
        forgivesTypos(searchFormOf(plan.word)) && plan.postings === 0 && !(index === last && completions.length > 0),
    );
  const [, typos] = await Promise.all([
    expand(last, completions, MATCH_QUALITY.prefix),
    typoCandidates(
      clientId,
      misspelt.map(({ plan }) => plan),
    ),
  ]);

  // Round 3 (typos only): their postings.
  await Promise.all(misspelt.map(({ index }, at) => expand(index, typos[at]!, MATCH_QUALITY.fuzzy)));
  return { plans, postings };
}

/** Terms starting with the word (a word still being typed; in its search form), alphabetically, a few. */
async function completionsOf(clientId: string, typed: string): Promise<string[]> {
  const word = searchFormOf(typed);
  if (word.length < MIN_WORD) return [];
  const { data } = await db()
    .entities.searchTerm.query.byShard({ clientId, shard: shardOf(word) })
    .begins({ term: word })
    .go({ limit: PREFIX_TERMS, attributes: ["term"] });
  return data.map(({ term }) => term);
}

/**
 * Per misspelt word, the terms one edit away from it or its stems, wherever the edit is: the typo
 * index's items of their deletions (variant.entity.ts), read for all the words in one BatchGet,
 * checked exactly. A word's first FUZZY_TERMS are kept, likeliest first (typoOrder).
 */
async function typoCandidates(clientId: string, plans: WordPlan[]): Promise<string[][]> {
  if (plans.length === 0) return [];
  const targets = plans.map((plan) => [...new Set([searchFormOf(plan.word), ...plan.terms.keys()])]);
  const variants = [...new Set(targets.flat().flatMap(typoKeysOf))];
  const items = await getAll(
    variants.map((variant) => ({ clientId, variant })),
    (batch) =>
      db()
        .entities.searchVariant.get(batch)
        .go({ attributes: ["terms"] }),
  );
  const terms = [...new Set(items.flatMap((item) => [...item.terms]))];
  return targets.map((own) => {
    const word = own[0]!;
    return terms
      .filter((term) => own.some((target) => withinOneEdit(term, target)))
      .sort(typoOrder(word))
      .slice(0, FUZZY_TERMS);
  });
}

/**
 * Which candidates a typo most likely meant, when more than FUZZY_TERMS are one edit away (short
 * words have many neighbours): the first letter kept (people rarely miss it), then a letter
 * mistyped or two swapped over one left out or added, then alphabetically (a stable answer).
 */
const typoOrder =
  (word: string) =>
  (a: string, b: string): number => {
    const rank = (term: string) => (term[0] === word[0] ? 0 : 2) + (term.length === word.length ? 0 : 1);
    return rank(a) - rank(b) || (a < b ? -1 : a > b ? 1 : 0);
  };
