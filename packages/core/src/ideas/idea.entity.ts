import { ideaStatuses } from "@intranet/contracts/ideas";
import { defineEntity, type EntityItem } from "../db/entity";

/**
 * An idea (product-spec §1 idea proposals). Its status history, comments and files live in the one
 * item: its page is one Get, a move one write conditioned on `revision`. `votes` is ADDed in the
 * transaction that writes or deletes a vote, so it is exact under any number of votes at once.
 * Access patterns:
 * - by id: Get pk = clientId + ideaId;
 * - the company's board (the recipients' inbox: ?status=new), newest first: Query gsi1 pk = clientId;
 * - an author's ideas, newest first: Query gsi2 pk = clientId + authorId.
 */
export const IdeaEntity = defineEntity({
  model: { entity: "idea", version: "1", service: "intranet" },
  attributes: {
    clientId: { type: "string", required: true },
    ideaId: { type: "string", required: true },
    authorId: { type: "string", required: true },
    title: { type: "string", required: true },
    process: { type: "string", required: true },
    flaw: { type: "string", required: true },
    change: { type: "string", required: true },
    result: { type: "string", required: true },
    /** contracts `IdeaFileView[]`. */
    files: { type: "any", required: true },
    status: { type: ideaStatuses, required: true },
    /** contracts `IdeaStatusEntry[]`, oldest first. */
    statuses: { type: "any", required: true },
    /** contracts `IdeaComment[]`, oldest first. */
    comments: { type: "any", required: true },
    /** No default: ADDed by votes, absent reads as 0. */
    votes: { type: "number" },
    /** Bumped by a move or a comment (not by a vote): the condition of the next. */
    revision: { type: "number", required: true },
    createdAt: { type: "string", required: true },
    updatedAt: { type: "string", required: true },
  },
  indexes: {
    byId: {
      pk: { field: "pk", composite: ["clientId", "ideaId"] },
      sk: { field: "sk", composite: [] },
    },
    byClient: {
      index: "gsi1",
      pk: { field: "gsi1pk", composite: ["clientId"] },
      sk: { field: "gsi1sk", composite: ["ideaId"] },
    },
    byAuthor: {
      index: "gsi2",
      pk: { field: "gsi2pk", composite: ["clientId", "authorId"] },
      sk: { field: "gsi2sk", composite: ["ideaId"] },
    },
  },
});

export type IdeaRecord = EntityItem<typeof IdeaEntity>;
