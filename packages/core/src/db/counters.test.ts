import { describe, expect, it } from "vitest";
import { ulid } from "ulid";
import { readCounters, readSet, sumCounters, withCounters, type UpdateParams } from "./counters";
import { type BuiltEntity, defineEntity } from "./entity";
import { db, registerEntities } from "./service";
import { named, writeTransaction } from "./transaction";

const tally = defineEntity({
  model: { entity: "counterProbe", version: "1", service: "intranet" },
  attributes: {
    clientId: { type: "string", required: true },
    id: { type: "string", required: true },
    shard: { type: "number", required: true },
    n: { type: "number" },
  },
  indexes: {
    byId: {
      pk: { field: "pk", composite: ["clientId", "id"] },
      sk: { field: "sk", composite: ["shard"] },
    },
  },
});
registerEntities({ counterProbe: tally });
const probe = () => (db().entities as unknown as Record<string, BuiltEntity<typeof tally>>).counterProbe!;

type Probes = Record<string, BuiltEntity<typeof tally>>;

/** Built from the transaction's own view of the entities (it records what the transaction touches). */
function bump(
  e: unknown,
  key: { clientId: string; id: string; shard: number },
  counters: Record<string, number>,
  seen: string[] = [],
) {
  const base = (e as Probes).counterProbe!.update(key).add({ n: 1 }).params() as unknown as UpdateParams;
  return named(`tally.${key.shard}`, withCounters(base, { counters, sets: { seen } }));
}

describe("counters whose names are data", () => {
  it("creates the item with its keys on the first ADD, then adds exactly under concurrency", async () => {
    const key = { clientId: `C-${ulid()}`, id: "poll", shard: 0 };
    await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        writeTransaction((e) => [bump(e, key, { q1_0: 1, [`q2_${i % 3}`]: 1, q3_sum: i }, [`city:${i % 2}`])]),
      ),
    );
    const { data } = await probe().get(key).go();
    expect(data).toMatchObject({ ...key, n: 12 });
    const raw = (await probe().get(key).go({ data: "raw" })) as unknown as { data: { Item: Record<string, unknown> } };
    expect(readCounters(raw.data.Item)).toEqual({ q1_0: 12, q2_0: 4, q2_1: 4, q2_2: 4, q3_sum: 66 });
    expect(readSet(raw.data.Item, "seen").sort()).toEqual(["city:0", "city:1"]);
  });

  it("refuses a counter name that is not plain, and sums shards", () => {
    const base = probe().update({ clientId: "C", id: "x", shard: 0 }).add({ n: 1 }).params() as unknown as UpdateParams;
    expect(() => withCounters(base, { counters: { "a.b": 1 } })).toThrow(/plain name/);
    expect(sumCounters([{ a: 1, b: 2 }, { a: 3 }])).toEqual({ a: 4, b: 2 });
  });
});
