import {
  pollsRoutes as routes,
  type CreatePollInput,
  type PollTab,
  type ResultDimension,
  type SubmitAnswersBody,
} from "@intranet/contracts/polls";
import { callRoute, type RequestOptions } from "../../api/client";

/** TanStack Query keys of the polls; everything under `polls`, so a change refreshes every view of it. */
export const pollsKeys = {
  all: ["polls"] as const,
  list: (userId: string, tab: PollTab) => ["polls", "list", userId, tab] as const,
  poll: (id: string) => ["polls", "poll", id] as const,
  results: (id: string, dimension?: ResultDimension, value?: string) =>
    ["polls", "results", id, dimension ?? "", value ?? ""] as const,
  texts: (id: string, question: string) => ["polls", "texts", id, question] as const,
  answers: (id: string) => ["polls", "answers", id] as const,
  notPassed: (id: string) => ["polls", "notPassed", id] as const,
};

/** Lists and pages show their own failures in place. */
const quiet = { no_show: true } as const;
const page = (cursor: string | null) => ({ cursor: cursor ?? undefined });

/** The polls' calls (rules-calls-errors-spec §7 Polls), from contracts/polls/routes.ts. */
export const pollsApi = {
  list: (client: string, user: string, tab: PollTab, cursor: string | null, limit?: number) =>
    callRoute(routes.list, { params: { client, user }, query: { tab, ...page(cursor), limit } }, quiet),
  get: (id: string) => callRoute(routes.get, { params: { id } }, quiet),
  create: (body: CreatePollInput, options?: RequestOptions) => callRoute(routes.create, { body }, options),
  update: (id: string, body: CreatePollInput, options?: RequestOptions) =>
    callRoute(routes.update, { params: { id }, body }, options),
  finish: (id: string) => callRoute(routes.finish, { params: { id } }),
  remove: (id: string) => callRoute(routes.remove, { params: { id } }),
  submit: (id: string, answers: SubmitAnswersBody["answers"]) =>
    callRoute(routes.submit, { params: { id }, body: { answers } }, quiet),
  results: (id: string, dimension?: ResultDimension, value?: string) =>
    callRoute(routes.results, { params: { id }, query: dimension && value ? { dimension, value } : {} }, quiet),
  answers: (id: string, cursor: string | null) =>
    callRoute(routes.answers, { params: { id }, query: page(cursor) }, quiet),
  texts: (id: string, question: string, cursor: string | null) =>
    callRoute(routes.texts, { params: { id, question }, query: page(cursor) }, quiet),
  notPassed: (id: string, cursor: string | null) =>
    callRoute(routes.notPassed, { params: { id }, query: page(cursor) }, quiet),
  remind: (id: string) => callRoute(routes.remind, { params: { id } }),
  excel: (id: string, uid: string) => callRoute(routes.excel, { params: { id }, query: { uid } }, quiet),
};
