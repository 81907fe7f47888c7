import {
  answersPage,
  createPoll,
  deletePoll,
  finishPoll,
  getPoll,
  listPolls,
  notPassed,
  pollResults,
  remindPoll,
  startPollExport,
  submitAnswers,
  textsPage,
  updatePoll,
} from "@intranet/core/polls";
import { pollsRoutes } from "@intranet/contracts/polls";
import { areaHandler } from "../http/area";
import { reply } from "../http/reply";

/** The polls' Lambda: thin, each route calls the polls module's service. */
export const handler = areaHandler(pollsRoutes, {
  list: ({ actor, params, query }) => listPolls(actor, params.client, params.user, query),
  get: ({ actor, params }) => getPoll(actor, params.id),
  create: async ({ actor, body }) => reply(201, await createPoll(actor, body)),
  update: ({ actor, params, body }) => updatePoll(actor, params.id, body),
  finish: ({ actor, params }) => finishPoll(actor, params.id),
  remove: async ({ actor, params }) => {
    await deletePoll(actor, params.id);
    return reply(204);
  },
  submit: async ({ actor, params, body }) => reply(201, await submitAnswers(actor, params.id, body)),
  results: ({ actor, params, query }) => pollResults(actor, params.id, query),
  answers: ({ actor, params, query }) => answersPage(actor, params.id, query),
  texts: ({ actor, params, query }) => textsPage(actor, params.id, params.question, query),
  notPassed: ({ actor, params, query }) => notPassed(actor, params.id, query),
  remind: async ({ actor, params }) => reply(202, await remindPoll(actor, params.id)),
  excel: async ({ actor, params, query }) => reply(202, await startPollExport(actor, params.id, query)),
});
