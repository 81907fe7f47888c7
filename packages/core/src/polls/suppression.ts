import { sumCounters } from "../db";

/** One published answer as the group choice sees it: its filter groups and what it counts. */
export interface CountedAnswer {
  slices: readonly string[];
  counters: Record<string, number>;
}

/** A filter group that may be shown: its answers and their counters. */
export interface ShownGroup {
  n: number;
  counters: Record<string, number>;
}

/**
 * The filter groups an anonymous poll may show over ONE final set of published answers (the poll
 * published at its end), chosen so that every cell of the shown family has 0 or at least `k`
 * answers. A cell is the set of answers that belong to exactly the same shown groups (the answers
 * in no shown group are a cell too). Every tally shown (the whole poll, each group) is a sum of
 * whole cells, so any sum, difference or other combination of them — the whole minus a group, a
 * department minus its sub-department, a city minus a gender — is a combination of cell sums, each
 * over at least `k` answers: none isolates fewer than `k` people. A group and its rest must also
 * each hold `k` (secondary suppression).
 *
 * Greedy, largest groups first (ties by name, so the choice is the same at every read): a group is
 * added only if the cells stay at 0 or at least `k`.
 */
export function chooseGroups(answers: readonly CountedAnswer[], k: number): Map<string, ShownGroup> {
  const total = answers.length;
  const sizes = new Map<string, number>();
  for (const answer of answers)
    for (const slice of new Set(answer.slices)) sizes.set(slice, (sizes.get(slice) ?? 0) + 1);
  const candidates = [...sizes]
    .filter(([, size]) => size >= k && total - size >= k)
    .sort(([a, sizeA], [b, sizeB]) => sizeB - sizeA || (a < b ? -1 : a > b ? 1 : 0))
    .map(([slice]) => slice);
  const members = answers.map((answer) => new Set(answer.slices));
  let cells = answers.map(() => "");
  const shown: string[] = [];
  for (const slice of candidates) {
    const next = cells.map((cell, index) => cell + (members[index]!.has(slice) ? "1" : "0"));
    const sizesOfCells = new Map<string, number>();
    for (const cell of next) sizesOfCells.set(cell, (sizesOfCells.get(cell) ?? 0) + 1);
    if ([...sizesOfCells.values()].some((size) => size < k)) continue;
    cells = next;
    shown.push(slice);
  }
  return new Map(
    shown.map((slice) => {
      const inGroup = answers.filter((_, index) => members[index]!.has(slice));
      return [slice, { n: inGroup.length, counters: sumCounters(inGroup.map((answer) => answer.counters)) }];
    }),
  );
}
