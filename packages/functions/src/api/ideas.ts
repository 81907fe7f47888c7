import {
  commentIdea,
  getIdea,
  ideaBoard,
  ideaFile,
  ideaSettings,
  moveIdea,
  myIdeas,
  saveIdeaSettings,
  sendIdea,
  voteIdea,
} from "@intranet/core/ideas";
import { ideasRoutes } from "@intranet/contracts/ideas";
import { areaHandler } from "../http/area";
import { reply } from "../http/reply";

/** The ideas' Lambda: thin, each route calls the ideas module's service. */
export const handler = areaHandler(ideasRoutes, {
  send: async ({ actor, body }) => reply(201, await sendIdea(actor, body)),
  settings: ({ actor, params }) => ideaSettings(actor, params.client),
  saveSettings: ({ actor, params, body }) => saveIdeaSettings(actor, params.client, body),
  board: ({ actor, params, query }) => ideaBoard(actor, params.client, query),
  mine: ({ actor, params, query }) => myIdeas(actor, params.client, query),
  get: ({ actor, params }) => getIdea(actor, params.id),
  vote: ({ actor, params }) => voteIdea(actor, params.id, true),
  unvote: ({ actor, params }) => voteIdea(actor, params.id, false),
  setStatus: ({ actor, params, body }) => moveIdea(actor, params.id, body),
  comment: ({ actor, params, body }) => commentIdea(actor, params.id, body.text),
  file: ({ actor, params }) => ideaFile(actor, params.id, params.file),
});
