import {
  getAll,
  named,
  readCounters,
  readSet,
  sumCounters,
  withCounters,
  type NamedCommit,
  type TransactionEntities,
  type UpdateParams,
} from "../db";
import { db } from "./entities";
import { ALL, SLICES_SET, TALLY_SHARDS } from "./tally.entity";

/** A group's counted answers: `n`, the named counters, and (for `all`) the groups that have answers. */
export interface SliceTally {
  n: number;
  counters: Record<string, number>;
  slices: string[];
}

const EMPTY: SliceTally = { n: 0, counters: {}, slices: [] };
const shards = Array.from({ length: TALLY_SHARDS }, (_, shard) => shard);

/**
 * The answer's tally updates, one per group it counts in, each on a random shard (drawn again on
 * every attempt, so racing answers rarely touch the same item). Built from the transaction's own
 * view of the entities; `all`'s update also ADDs the answer's groups to the set of groups with
 * answers (the filter menus). An anonymous answer passes no groups and no counters: it only counts.
 */
export function tallyCommits(
  e: TransactionEntities,
  key: { clientId: string; pollId: string },
  slices: readonly string[],
  counters: Record<string, number>,
): NamedCommit[] {
  return [ALL, ...slices].map((slice) => {
    const shard = Math.floor(Math.random() * TALLY_SHARDS);
    const base = e.pollTally
      .update({ ...key, slice, shard })
      .add({ n: 1 })
      .params() as unknown as UpdateParams;
    if (slice !== ALL) return named(`tally.${slice}`, withCounters(base, { counters }));
    return named(`tally.${slice}`, withCounters(base, { counters, sets: { [SLICES_SET]: slices } }));
  });
}

/** Raw items (counters are not declared attributes) of these tally keys, through one BatchGet a 100 keys. */
async function rawTallies(keys: Array<{ clientId: string; pollId: string; slice: string; shard: number }>) {
  return getAll(keys, async (batch) => {
    const raw = (await db().entities.pollTally.get(batch).go({ data: "raw" })) as unknown as {
      data: Array<{ Item?: Record<string, unknown> }>;
      unprocessed: unknown[];
    };
    return { data: raw.data.flatMap((entry) => (entry.Item ? [entry.Item] : [])), unprocessed: raw.unprocessed };
  });
}

/** The tallies of some groups of one poll, summed over their shards: ONE BatchGet (≤ 12 groups). */
export async function readTallies(
  clientId: string,
  pollId: string,
  slices: string[],
): Promise<Map<string, SliceTally>> {
  const items = await rawTallies(
    slices.flatMap((slice) => shards.map((shard) => ({ clientId, pollId, slice, shard }))),
  );
  const bySlice = new Map<string, Array<Record<string, unknown>>>();
  for (const item of items) {
    const slice = String(item.slice);
    bySlice.set(slice, [...(bySlice.get(slice) ?? []), item]);
  }
  return new Map(
    slices.map((slice) => {
      const found = bySlice.get(slice) ?? [];
      if (!found.length) return [slice, EMPTY];
      return [
        slice,
        {
          n: found.reduce((sum, item) => sum + (typeof item.n === "number" ? item.n : 0), 0),
          counters: sumCounters(found.map((item) => readCounters(item))),
          slices: [...new Set(found.flatMap((item) => readSet(item, SLICES_SET)))],
        },
      ];
    }),
  );
}

/** Answers per poll (the lists' counts): the `all` shards of every poll of a page, in BatchGets of 100 keys. */
export async function answersCounts(clientId: string, pollIds: string[]): Promise<Map<string, number>> {
  const ids = [...new Set(pollIds)];
  if (!ids.length) return new Map();
  const items = await rawTallies(
    ids.flatMap((pollId) => shards.map((shard) => ({ clientId, pollId, slice: ALL, shard }))),
  );
  const counts = new Map<string, number>(ids.map((id) => [id, 0]));
  for (const item of items) {
    const pollId = String(item.pollId);
    counts.set(pollId, (counts.get(pollId) ?? 0) + (typeof item.n === "number" ? item.n : 0));
  }
  return counts;
}
