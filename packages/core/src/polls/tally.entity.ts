import { defineEntity, type EntityItem } from "../db/entity";

/** Each group's counters are spread over this many items (a random one per answer attempt). */
export const TALLY_SHARDS = 8;
/** The slice of every answer; its shards also collect (string set `slices`) the groups that have answers. */
export const ALL = "all";
export const SLICES_SET = "slices";

/**
 * Counted answers of one filter group (`slice`: "all", "department:<id>", "city:<value>"…), one
 * shard of it. Besides `n` (answers), the counters are attributes whose names are data (db/counters.ts):
 * `c_<q>_<i>` per choice index or range value, `c_<q>` answered per question, `c_<q>_sum` for ranges.
 * Created by its first ADD (no index keys, no defaults). Access pattern: BatchGet of a slice's
 * shards (pk = clientId + pollId, sk = slice + shard): results cost one BatchGet whatever the answers.
 */
export const PollTallyEntity = defineEntity({
  model: { entity: "pollTally", version: "1", service: "intranet" },
  attributes: {
    clientId: { type: "string", required: true },
    pollId: { type: "string", required: true },
    slice: { type: "string", required: true },
    shard: { type: "number", required: true },
    n: { type: "number" },
  },
  indexes: {
    byPoll: {
      pk: { field: "pk", composite: ["clientId", "pollId"] },
      sk: { field: "sk", composite: ["slice", "shard"] },
    },
  },
});

export type PollTallyRecord = EntityItem<typeof PollTallyEntity>;
