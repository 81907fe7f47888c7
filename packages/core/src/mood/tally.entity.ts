import { defineEntity, type EntityItem } from "../db/entity";

/** Each group's day is spread over this many items; a rating ADDs to one picked at random. */
export const MOOD_SHARDS = 8;

/**
 * Counted ratings of one day in one group (`slice`: "all", the company, or "department:<id>"),
 * on one of MOOD_SHARDS shards so that a company's ratings rarely touch the same item at once.
 * `n` is declared (ElectroDB builds the Update with it); the counters `c_1`…`c_10` (ratings per
 * value) and `c_sum` are ADDed to the same Update by `withCounters` (db/counters.ts) and read
 * from the raw item. No user, no time: only counts.
 * Access pattern: Query pk = clientId + "mood", sk between the period's first and last day
 * (the statistics: one Query, however many people rated).
 */
export const MoodTallyEntity = defineEntity({
  model: { entity: "moodTally", version: "1", service: "intranet" },
  attributes: {
    clientId: { type: "string", required: true },
    /** A fixed marker: the tenant's mood tallies are a partition of their own. */
    meter: { type: ["mood"] as const, required: true },
    day: { type: "string", required: true },
    slice: { type: "string", required: true },
    shard: { type: "number", required: true },
    n: { type: "number" },
  },
  indexes: {
    byDay: {
      pk: { field: "pk", composite: ["clientId", "meter"] },
      sk: { field: "sk", composite: ["day", "slice", "shard"] },
    },
  },
});

export type MoodTallyRecord = EntityItem<typeof MoodTallyEntity>;
