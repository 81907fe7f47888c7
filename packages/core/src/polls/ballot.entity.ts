import { defineEntity, type EntityItem } from "../db/entity";

/**
 * One submission's answers WITHOUT a person: a random id (UUID v4: no time in it), no timestamp,
 * no user — nothing a taker item shares, so an anonymous poll's answers cannot be joined to who
 * answered. An opened or closed poll's ballot id is the bare UUID. An anonymous poll's ballot is
 * pending (`p.<uuid>`) until a publication moves it into a batch (`b.<batch, 6 digits>.<new uuid>`:
 * batches in order, random order inside one); only published ballots are ever read for anyone.
 * Access pattern: Query pk = clientId + pollId (all, or begins_with `p.` / `b.`): text answers,
 * Excel rows, publication, the purge; the random sort key gives no order of arrival.
 */
export const PollBallotEntity = defineEntity({
  model: { entity: "pollBallot", version: "1", service: "intranet" },
  attributes: {
    clientId: { type: "string", required: true },
    pollId: { type: "string", required: true },
    ballotId: { type: "string", required: true },
    /** Answers by question id. */
    answers: { type: "any", required: true },
    /**
     * The answerer's filter groups, only on a pending ballot of an anonymous poll published at its
     * end (the groups it may show are chosen from them then), removed once published.
     */
    slices: { type: "list", items: { type: "string" } },
  },
  indexes: {
    byPoll: {
      pk: { field: "pk", composite: ["clientId", "pollId"] },
      sk: { field: "sk", composite: ["ballotId"] },
    },
  },
});

export type PollBallotRecord = EntityItem<typeof PollBallotEntity>;
