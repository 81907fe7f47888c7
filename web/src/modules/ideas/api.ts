import {
  ideasRoutes as routes,
  type IdeaSettingsBody,
  type IdeaStatus,
  type IdeaStatusBody,
  type SendIdeaBody,
} from "@intranet/contracts/ideas";
import { callRoute, type RequestOptions } from "../../api/client";

/** TanStack Query keys of the ideas; everything under `ideas`, so a change refreshes every view. */
export const ideasKeys = {
  all: ["ideas"] as const,
  lists: ["ideas", "list"] as const,
  settings: (client: string) => ["ideas", "settings", client] as const,
  board: (client: string, status: IdeaStatus | null) => ["ideas", "list", "board", client, status] as const,
  mine: (client: string) => ["ideas", "list", "mine", client] as const,
  idea: (id: string) => ["ideas", "idea", id] as const,
};

const page = (cursor: string | null) => (cursor ? { cursor } : {});

/** Lists and pages show their own failures in place. */
const quiet = { no_show: true } as const;

/** The ideas' calls (rules-calls-errors-spec §7 POST /api/user/send_idea and /api/idea/…), from contracts/ideas/routes.ts. */
export const ideasApi = {
  settings: (client: string) => callRoute(routes.settings, { params: { client } }, quiet),
  saveSettings: (client: string, body: IdeaSettingsBody, options?: RequestOptions) =>
    callRoute(routes.saveSettings, { params: { client }, body }, options),
  board: (client: string, status: IdeaStatus | null, cursor: string | null = null) =>
    callRoute(routes.board, { params: { client }, query: { ...(status ? { status } : {}), ...page(cursor) } }, quiet),
  mine: (client: string, cursor: string | null = null) =>
    callRoute(routes.mine, { params: { client }, query: page(cursor) }, quiet),
  get: (id: string) => callRoute(routes.get, { params: { id } }, quiet),
  send: (body: SendIdeaBody, options?: RequestOptions) => callRoute(routes.send, { body }, options),
  vote: (id: string) => callRoute(routes.vote, { params: { id } }, quiet),
  unvote: (id: string) => callRoute(routes.unvote, { params: { id } }, quiet),
  setStatus: (id: string, body: IdeaStatusBody, options?: RequestOptions) =>
    callRoute(routes.setStatus, { params: { id }, body }, options),
  comment: (id: string, text: string, options?: RequestOptions) =>
    callRoute(routes.comment, { params: { id }, body: { text } }, options),
  file: (id: string, file: string) => callRoute(routes.file, { params: { id, file } }),
};
