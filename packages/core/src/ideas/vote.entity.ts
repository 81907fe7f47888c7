import { defineEntity, type EntityItem } from "../db/entity";

/**
 * One person's support of an idea: created on the condition it does not exist (once per person)
 * and deleted on the condition it does, each in the transaction that ADDs to the idea's `votes`.
 * Whether the caller supports the ideas of a page is one BatchGet of these.
 */
export const IdeaVoteEntity = defineEntity({
  model: { entity: "ideaVote", version: "1", service: "intranet" },
  attributes: {
    clientId: { type: "string", required: true },
    ideaId: { type: "string", required: true },
    userId: { type: "string", required: true },
    at: { type: "string", required: true },
  },
  indexes: {
    byIdea: {
      pk: { field: "pk", composite: ["clientId", "ideaId"] },
      sk: { field: "sk", composite: ["userId"] },
    },
  },
});

export type IdeaVoteRecord = EntityItem<typeof IdeaVoteEntity>;
