import { generateKeyBetween, generateNKeysBetween } from "fractional-indexing";

/** Keys offered between two neighbours: a move picks one at random, so two moves to the same place rarely tie. */
const SPREAD = 16;

/**
 * A rank strictly between `after` and `before` (null: an end). Two people dropping cards between
 * the same two cards at once get different ranks 15 times in 16; a tie still has one order (by id).
 */
export function rankBetween(after: string | null, before: string | null): string {
  if (after !== null && before !== null && after >= before) return generateKeyBetween(after, null);
  const keys = generateNKeysBetween(after, before, SPREAD);
  return keys[Math.floor(Math.random() * keys.length)]!;
}

/** `count` ranks in order after `last` (a lane's end). */
export const ranksAfter = (last: string | null, count: number) => generateNKeysBetween(last, null, count);
