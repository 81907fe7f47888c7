import { anonymousResultsModes, pollStatuses, pollTypes } from "@intranet/contracts/polls";
import { defineEntity, type EntityItem } from "../db/entity";

/**
 * A poll (product-spec §3 Poll). Its partition (clientId + pollId) also holds its takers, ballots
 * and tallies, so a deletion purges one partition. Access patterns:
 * - by id: Get pk = clientId + pollId (every poll route);
 * - an author's polls, newest first: Query gsi1 pk = clientId + authorId, sk = pollId (ULID), desc;
 * - every poll of a tenant, newest first: Query gsi2 pk = clientId, sk = pollId, desc (admins'
 *   "all" tab, search's re-index);
 * - the polls a person may take: the grant index (core/audiences, collection `polls`) + BatchGet here.
 * `questions` hold ids q1…qN by position; they, `type` and `anonymousResults` are fixed once the poll has answers.
 */
export const PollEntity = defineEntity({
  model: { entity: "poll", version: "1", service: "intranet" },
  attributes: {
    clientId: { type: "string", required: true },
    pollId: { type: "string", required: true },
    name: { type: "string", required: true },
    description: { type: "string", required: true },
    type: { type: pollTypes, required: true },
    /** An anonymous poll's answers: shown in batches (absent: before issue 30, the same) or at its end. */
    anonymousResults: { type: anonymousResultsModes },
    status: { type: pollStatuses, required: true },
    mandatory: { type: "boolean", required: true },
    forAll: { type: "boolean", required: true },
    authorId: { type: "string", required: true },
    questions: {
      type: "list",
      required: true,
      items: {
        type: "map",
        properties: {
          id: { type: "string", required: true },
          text: { type: "string", required: true },
          mandatory: { type: "boolean", required: true },
          kind: { type: "string", required: true },
          answers: { type: "list", items: { type: "string" } },
        },
      },
    },
    /** Who the poll is for: audiences at level read (contracts/audiences `Grant[]`). */
    grants: { type: "any", required: true },
    createdAt: { type: "string", required: true },
    updatedAt: { type: "string" },
    finishedAt: { type: "string" },
  },
  indexes: {
    byId: {
      pk: { field: "pk", composite: ["clientId", "pollId"] },
      sk: { field: "sk", composite: [] },
    },
    byAuthor: {
      index: "gsi1",
      pk: { field: "gsi1pk", composite: ["clientId", "authorId"] },
      sk: { field: "gsi1sk", composite: ["pollId"] },
    },
    byTenant: {
      index: "gsi2",
      pk: { field: "gsi2pk", composite: ["clientId"] },
      sk: { field: "gsi2sk", composite: ["pollId"] },
    },
  },
});

export type PollRecord = EntityItem<typeof PollEntity>;
