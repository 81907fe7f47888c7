import type { DownloadUrl } from "../files/views";
import { answer, defineRoutes } from "../route";
import {
  clientParamsSchema,
  ideaCommentBodySchema,
  ideaFileParamsSchema,
  ideaParamsSchema,
  ideaSettingsBodySchema,
  ideaStatusBodySchema,
  ideasQuerySchema,
  myIdeasQuerySchema,
  sendIdeaBodySchema,
} from "./schemas";
import type { IdeaPage, IdeaSettingsView, IdeaView, IdeaVoteView } from "./views";

const access = "ideas" as const;

/**
 * Ideas (rules spec §7 POST /api/user/send_idea), for the `ideas` right; the rest, which the spec does
 * not name, under /api/idea/…. `{client}` must be the caller's company. An idea the caller may not
 * see is not found.
 */
export const ideasRoutes = defineRoutes("ideas", {
  send: {
    method: "POST",
    path: "/api/user/send_idea",
    access,
    summary: "Proposes an idea: title, process, flaw, change, expected result, files",
    body: sendIdeaBodySchema,
    answer: answer<IdeaView>(),
  },
  settings: {
    method: "GET",
    path: "/api/idea/settings/{client}",
    access,
    summary: "Who receives the company's ideas and who sees them; whether the caller receives them",
    params: clientParamsSchema,
    answer: answer<IdeaSettingsView>(),
  },
  saveSettings: {
    method: "PUT",
    path: "/api/idea/settings/{client}",
    access: "admin",
    summary: "Chooses who receives ideas (none: the admins) and whether the company sees them",
    params: clientParamsSchema,
    body: ideaSettingsBodySchema,
    answer: answer<IdeaSettingsView>(),
  },
  board: {
    method: "GET",
    path: "/api/idea/board/{client}",
    access,
    summary: "The company's ideas, newest first (?status=); its recipients' inbox is ?status=new",
    params: clientParamsSchema,
    query: ideasQuerySchema,
    answer: answer<IdeaPage>(),
  },
  mine: {
    method: "GET",
    path: "/api/idea/mine/{client}",
    access,
    summary: "The caller's ideas, newest first",
    params: clientParamsSchema,
    query: myIdeasQuerySchema,
    answer: answer<IdeaPage>(),
  },
  get: {
    method: "GET",
    path: "/api/idea/{id}",
    access,
    summary: "An idea with its status history and comments",
    params: ideaParamsSchema,
    answer: answer<IdeaView>(),
  },
  vote: {
    method: "POST",
    path: "/api/idea/{id}/vote",
    access,
    summary: "Supports an idea, once (not one's own)",
    params: ideaParamsSchema,
    answer: answer<IdeaVoteView>(),
  },
  unvote: {
    method: "DELETE",
    path: "/api/idea/{id}/vote",
    access,
    summary: "Takes one's support back",
    params: ideaParamsSchema,
    answer: answer<IdeaVoteView>(),
  },
  setStatus: {
    method: "POST",
    path: "/api/idea/{id}/status",
    access,
    summary: "A recipient moves the idea (declining needs a reason); accepting pays the author's award once",
    params: ideaParamsSchema,
    body: ideaStatusBodySchema,
    answer: answer<IdeaView>(),
  },
  comment: {
    method: "POST",
    path: "/api/idea/{id}/comment",
    access,
    summary: "Comments on an idea (those who see it)",
    params: ideaParamsSchema,
    body: ideaCommentBodySchema,
    answer: answer<IdeaView>(),
  },
  file: {
    method: "GET",
    path: "/api/idea/{id}/file/{file}",
    access,
    summary: "A short-lived link of one of the idea's files (its readers)",
    params: ideaFileParamsSchema,
    answer: answer<DownloadUrl>(),
  },
});
