import { stemmer as englishStem } from "@orama/stemmers/english";
import { stemmer as russianStem } from "@orama/stemmers/russian";
import { stemmer as ukrainianStem } from "@orama/stemmers/ukrainian";

/**
 * Words and their stems: the one place that decides what a "term" is, for indexing and querying
 * alike (so the two can never disagree). Stemming is @orama/stemmers': Snowball's English for
 * Latin words; for Cyrillic words BOTH the Russian stem (Snowball) and the Ukrainian one (its
 * light suffix-stripping stemmer), because a word alone does not tell the two languages apart and
 * a tenant writes in both. Cyrillic stems are then folded across the two alphabets (і ї ы → и,
 * є э → е, ґ → г, ъ dropped), so the Russian and the Ukrainian spelling of one word meet:
 * "клиентами" finds "клієнт" and "клієнтами" finds "клиент".
 */

/**
 * The version of what a term is (stems, folding). Bump it when a change makes an index written
 * before disagree with queries: whatever keeps an index (the local demo) rebuilds it then, and the
 * daily re-index converges every tenant (docs/architecture.md, Search). 2: issue 31 folded the
 * Russian and Ukrainian alphabets.
 */
export const SEARCH_TERMS_VERSION = 2;

/** A word of a text and where it is (UTF-16 offsets, `end` exclusive). */
export interface Token {
  word: string;
  start: number;
  end: number;
}

/** Letters and digits, with inner apostrophes (Ukrainian п'ять, English don't). */
const WORD = /[\p{L}\p{N}]+(?:['’ʼ][\p{L}\p{N}]+)*/gu;
const CYRILLIC = /[\u0400-\u04ff]/;
const LATIN_MARKS = /[\u0300-\u036f]/g;
const APOSTROPHES = /['’ʼ]/g;

/** Shortest word indexed (a one-letter word finds nothing useful and matches everything as a prefix). */
export const MIN_WORD = 2;
/** Longest word kept (longer runs are hashes, ids, URLs; they are cut, not dropped). */
const MAX_WORD = 40;

/** Lowercase, ё → е, Latin accents off (é → e), apostrophes off. Cyrillic marks stay (й, ї are letters). */
export function normalizeWord(raw: string): string {
  const lower = raw.toLowerCase().replace(/ё/g, "е").replace(APOSTROPHES, "");
  const plain = CYRILLIC.test(lower) ? lower : lower.normalize("NFKD").replace(LATIN_MARKS, "");
  return plain.slice(0, MAX_WORD);
}

/** The words of a text with their positions; words shorter than MIN_WORD are left out. */
export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  for (const match of text.matchAll(WORD)) {
    const word = normalizeWord(match[0]);
    if (word.length < MIN_WORD) continue;
    tokens.push({ word, start: match.index, end: match.index + match[0].length });
  }
  return tokens;
}

/** Letters told apart by one alphabet and not the other, each with the letter both share. */
const ACROSS_ALPHABETS: Record<string, string> = { і: "и", ї: "и", ы: "и", є: "е", э: "е", ґ: "г", ъ: "" };
const TOLD_APART = /[іїыєэґъ]/g;

/**
 * The form a normalized word is looked up by, beside its stems (the start of a longer term, a typo
 * away): Cyrillic folded across the alphabets like the stems, other words as they are.
 */
export function searchFormOf(word: string): string {
  return CYRILLIC.test(word) ? word.replace(TOLD_APART, (letter) => ACROSS_ALPHABETS[letter]!) : word;
}

const stemCache = new Map<string, readonly string[]>();
const STEM_CACHE_MAX = 20_000;

/** The terms a normalized word is indexed and searched under (one or two stems). */
export function stemsOf(word: string): readonly string[] {
  const cached = stemCache.get(word);
  if (cached) return cached;
  let stems: string[];
  if (/^\p{N}+$/u.test(word)) stems = [word];
  else if (CYRILLIC.test(word)) stems = [...new Set([russianStem(word), ukrainianStem(word)].map(searchFormOf))];
  else stems = [englishStem(word)];
  stems = stems.filter((stem) => stem.length >= MIN_WORD);
  if (stems.length === 0) stems = [searchFormOf(word)];
  if (stemCache.size >= STEM_CACHE_MAX) stemCache.clear();
  stemCache.set(word, stems);
  return stems;
}

/**
 * The dictionary shard of a term: its first two characters. Prefix lookups (the last word typed)
 * and typo lookups read one shard, never the whole dictionary.
 */
export function shardOf(term: string): string {
  return term.slice(0, 2);
}

/**
 * Shortest term the typo index holds, and shortest query word forgiven a typo: one edit in a word
 * of 4+ letters ("Grase" → Grace); a 2–3 letter word one edit away from anything is anything.
 */
const TYPO_MIN_TERM = 4;
const LETTERS_ONLY = /^\p{L}+$/u;

/**
 * Whether a term goes into the typo index, and whether a query word (its search form) is forgiven
 * a typo: words of letters, 4+ long. Numbers (phones, codes) are found exactly or by their start:
 * a number one digit off is another number, not a typo.
 */
export const forgivesTypos = (term: string): boolean => term.length >= TYPO_MIN_TERM && LETTERS_ONLY.test(term);

/**
 * The typo index's keys of a word (SymSpell's deletions): the word and every string one letter
 * shorter. Two words one edit apart (insert, delete, substitute, swap neighbours) always share one.
 */
export function typoKeysOf(word: string): string[] {
  const keys = new Set([word]);
  for (let at = 0; at < word.length; at++) keys.add(word.slice(0, at) + word.slice(at + 1));
  return [...keys];
}

/**
 * Whether two words are at most one edit apart (insert, delete, substitute, or swap two
 * neighbours: Damerau's optimal string alignment). Linear, without building a matrix.
 */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  const diff = a.length - b.length;
  if (diff > 1 || diff < -1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (diff === 0) {
    if (a.slice(i + 1) === b.slice(i + 1)) return true; // substitution
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2); // swap
  }
  return diff > 0 ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1); // delete / insert
}
