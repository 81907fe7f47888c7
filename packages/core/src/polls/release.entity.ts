import { defineEntity, type EntityItem } from "../db/entity";

/**
 * What an anonymous poll has published (docs/modules/polls.md "Anonymous means anonymous"): the
 * answers shown so far and their counted results, changed only by a publication transaction that
 * moves at least `pollLimits.anonymityMin` pending ballots at once (or, for a poll published at its
 * end, all of them) under a condition on `n`, so racing publishers never count a ballot twice.
 * A second item of the same entity (`part: "lease"`, only `busyUntil`) lets one publisher at a time
 * work on a poll, so a crowd answering at once does not all publish at once.
 * Access pattern: Get pk = clientId + pollId, sk = part (the results, texts and Excel of an anonymous poll).
 */
export const PollReleaseEntity = defineEntity({
  model: { entity: "pollRelease", version: "1", service: "intranet" },
  attributes: {
    clientId: { type: "string", required: true },
    pollId: { type: "string", required: true },
    /** "state" (what is published) or "lease" (who publishes now). */
    part: { type: ["state", "lease"] as const, required: true },
    /** Published answers. */
    n: { type: "number" },
    /** Published batches (the published ballots' key starts with the batch number). */
    batches: { type: "number" },
    /** The published answers' counters (`{ "<q>_<i>": count, … }`, JSON: their names are data). */
    counters: { type: "string" },
    /** A poll published at its end: true once everything is published at once (nothing shows before). */
    final: { type: "boolean" },
    /** Such a poll's filter groups that may be shown (JSON `{ "<group>": { n, counters } }`). */
    groups: { type: "string" },
    /** Its published ballots no longer carry their filter groups. */
    tidy: { type: "boolean" },
    /** The lease: a publisher works on the poll until then (ms since the epoch). */
    busyUntil: { type: "number" },
  },
  indexes: {
    byPoll: {
      pk: { field: "pk", composite: ["clientId", "pollId"] },
      sk: { field: "sk", composite: ["part"] },
    },
  },
});

export type PollReleaseRecord = EntityItem<typeof PollReleaseEntity>;
