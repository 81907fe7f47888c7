import type { SearchDocument } from "./document";
import { stemsOf, tokenize } from "./text";

/** Field weights: title above headings above body above tags (the order). */
export const FIELD_WEIGHT = { title: 10, headings: 6, body: 3, tags: 2 } as const;
/** Each repeat of a word in the body adds a little, up to a bound (a long text is not "more relevant"). */
const REPEAT_BONUS = 0.5;
const REPEAT_BONUS_MAX = 2;
/** Terms kept per document, heaviest first: bounds the writes of a very long text. */
export const MAX_TERMS_PER_DOC = 400;

/** A document's terms and their weights: the heaviest field a term occurs in, plus repeats. */
export function termWeights(text: SearchDocument["text"]): Record<string, number> {
  const weights = new Map<string, number>();
  const counts = new Map<string, number>();
  const add = (value: string | undefined, field: keyof typeof FIELD_WEIGHT) => {
    if (!value) return;
    for (const token of tokenize(value)) {
      for (const stem of stemsOf(token.word)) {
        weights.set(stem, Math.max(weights.get(stem) ?? 0, FIELD_WEIGHT[field]));
        counts.set(stem, (counts.get(stem) ?? 0) + 1);
      }
    }
  };
  add(text.title, "title");
  add(text.headings, "headings");
  add(text.body, "body");
  add(text.tags?.join(" "), "tags");
  const scored = [...weights].map(([term, weight]) => {
    const repeats = Math.min((counts.get(term) ?? 1) - 1, REPEAT_BONUS_MAX / REPEAT_BONUS);
    return [term, weight + repeats * REPEAT_BONUS] as const;
  });
  scored.sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
  return Object.fromEntries(scored.slice(0, MAX_TERMS_PER_DOC));
}

/** The posting sort key of a weight: ascending order = heaviest first. */
export function rankOf(weight: number): string {
  return String(9999 - Math.min(9999, Math.round(weight * 100))).padStart(4, "0");
}
