import { defineEntity, type EntityItem } from "../db/entity";

/**
 * "This person has answered this poll": created with attribute_not_exists in the answer's
 * transaction, so a person answers once, exactly, under concurrency. For an opened or closed poll
 * it also holds the person's answers (the table tab, the Excel rows); for an anonymous poll it
 * holds nothing but the person and the time (the answers are a ballot no key, id or time links to).
 * Access patterns:
 * - Get pk = clientId + pollId, sk = userId (has the caller answered); BatchGet for a page of polls;
 * - a poll's takers: Query pk = clientId + pollId (the table tab, not-passed, Excel, the purge);
 * - a person's answered polls, newest first: Query gsi1 pk = clientId + userId, sk = answeredAt + pollId, desc.
 */
export const PollTakerEntity = defineEntity({
  model: { entity: "pollTaker", version: "1", service: "intranet" },
  attributes: {
    clientId: { type: "string", required: true },
    pollId: { type: "string", required: true },
    userId: { type: "string", required: true },
    answeredAt: { type: "string", required: true },
    /** Answers by question id; never for an anonymous poll. */
    answers: { type: "any" },
  },
  indexes: {
    byPoll: {
      pk: { field: "pk", composite: ["clientId", "pollId"] },
      sk: { field: "sk", composite: ["userId"] },
    },
    byUser: {
      index: "gsi1",
      pk: { field: "gsi1pk", composite: ["clientId", "userId"] },
      sk: { field: "gsi1sk", composite: ["answeredAt", "pollId"] },
    },
  },
});

export type PollTakerRecord = EntityItem<typeof PollTakerEntity>;
