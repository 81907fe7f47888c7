import { defineEntity, type EntityItem } from "../db/entity";

/**
 * One submission's answers WITHOUT a person: a random id (UUID v4: no time in it), no timestamp,
 * no user, no filter group — nothing a taker item shares, so an anonymous poll's answers cannot be
 * joined to who answered. Access pattern: Query pk = clientId + pollId (text answers, Excel rows of
 * an anonymous poll, the purge); the random sort key gives no order of arrival.
 */
export const PollBallotEntity = defineEntity({
  model: { entity: "pollBallot", version: "1", service: "intranet" },
  attributes: {
    clientId: { type: "string", required: true },
    pollId: { type: "string", required: true },
    ballotId: { type: "string", required: true },
    /** Answers by question id. */
    answers: { type: "any", required: true },
  },
  indexes: {
    byPoll: {
      pk: { field: "pk", composite: ["clientId", "pollId"] },
      sk: { field: "sk", composite: ["ballotId"] },
    },
  },
});

export type PollBallotRecord = EntityItem<typeof PollBallotEntity>;
