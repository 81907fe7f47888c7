import {
  createPollBodySchema,
  pollClientUserParamsSchema,
  pollExcelQuerySchema,
  pollListQuerySchema,
  pollPageQuerySchema,
  pollParamsSchema,
  pollQuestionParamsSchema,
  resultsQuerySchema,
  submitAnswersBodySchema,
  updatePollBodySchema,
} from "./schemas";
import { answer, defineRoutes } from "../route";
import type { ExportView } from "../exports/views";
import type {
  PollAnswered,
  PollAnswersPage,
  PollPage,
  PollPeoplePage,
  PollReminded,
  PollResults,
  PollTextsPage,
  PollView,
} from "./views";

const access = "polls" as const;

/**
 * Polls (rules spec §7 Polls), for the `polls` right. The spec names the list, get, results, Excel,
 * create, update, finish and delete; taking a poll, the table and not-passed tabs, a text
 * question's answers and the reminder follow the same shape under /api/poll/{id}/. A poll the
 * caller may not read is not found (404).
 */
export const pollsRoutes = defineRoutes("polls", {
  list: {
    method: "GET",
    path: "/api/user/{client}/polls/access_for/{user}",
    access,
    summary: "The caller's polls: available to them (?tab=available), taken, their own, or all (admins)",
    params: pollClientUserParamsSchema,
    query: pollListQuerySchema,
    answer: answer<PollPage>(),
  },
  get: {
    method: "GET",
    path: "/api/poll/{id}",
    access,
    summary: "One poll with its questions, for its recipients, author and admins",
    params: pollParamsSchema,
    answer: answer<PollView>(),
  },
  create: {
    method: "POST",
    path: "/api/poll",
    access,
    summary: "Creates a poll; its recipients are notified",
    body: createPollBodySchema,
    answer: answer<PollView>(),
  },
  update: {
    method: "PUT",
    path: "/api/poll/{id}",
    access,
    summary: "Edits a poll (author or admin); questions and type are fixed once it has answers",
    params: pollParamsSchema,
    body: updatePollBodySchema,
    answer: answer<PollView>(),
  },
  finish: {
    method: "PUT",
    path: "/api/poll/{id}/finish",
    access,
    summary: "Finishes a poll: no more answers (author or admin)",
    params: pollParamsSchema,
    answer: answer<PollView>(),
  },
  remove: {
    method: "DELETE",
    path: "/api/poll/{id}",
    access,
    summary: "Deletes a poll with its answers (author or admin)",
    params: pollParamsSchema,
    answer: answer<void>(),
  },
  submit: {
    method: "POST",
    path: "/api/poll/{id}/answers",
    access,
    summary: "The caller's answers: once per person, mandatory questions answered",
    params: pollParamsSchema,
    body: submitAnswersBodySchema,
    answer: answer<PollAnswered>(),
  },
  results: {
    method: "GET",
    path: "/api/poll/{id}/results",
    access,
    summary: "Counted answers per question, for everyone or one filter's group (?dimension=&value=)",
    params: pollParamsSchema,
    query: resultsQuerySchema,
    answer: answer<PollResults>(),
  },
  answers: {
    method: "GET",
    path: "/api/poll/{id}/answers",
    access,
    summary: "Answers by person, a page at a time (not for anonymous polls)",
    params: pollParamsSchema,
    query: pollPageQuerySchema,
    answer: answer<PollAnswersPage>(),
  },
  texts: {
    method: "GET",
    path: "/api/poll/{id}/texts/{question}",
    access,
    summary: "A text question's answers without names, a page at a time",
    params: pollQuestionParamsSchema,
    query: pollPageQuerySchema,
    answer: answer<PollTextsPage>(),
  },
  notPassed: {
    method: "GET",
    path: "/api/poll/{id}/not_passed",
    access,
    summary: "Recipients who have not answered yet, a page at a time (author or admin)",
    params: pollParamsSchema,
    query: pollPageQuerySchema,
    answer: answer<PollPeoplePage>(),
  },
  remind: {
    method: "POST",
    path: "/api/poll/{id}/remind",
    access,
    summary: "Reminds the recipients who have not answered (author or admin)",
    params: pollParamsSchema,
    answer: answer<PollReminded>(),
  },
  excel: {
    method: "GET",
    path: "/api/poll/{id}/excel",
    access,
    summary: "Starts the poll's Excel export (author or admin); follow GET /api/export/{id}",
    params: pollParamsSchema,
    query: pollExcelQuerySchema,
    answer: answer<ExportView>(),
  },
});
