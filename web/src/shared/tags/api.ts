import { tagsRoutes as routes, type TagModel, type TagModule } from "@intranet/contracts/tags";
import { callRoute } from "../../api/client";

/** TanStack Query keys of the tags: everything under `tags`, one vocabulary per company and module. */
export const tagsKeys = {
  all: ["tags"] as const,
  list: (clientId: string, module: TagModule, tmpl = "") => ["tags", clientId, module, tmpl] as const,
  module: (clientId: string, module: TagModule) => ["tags", clientId, module] as const,
};

/** The tags' calls (rules-calls-errors-spec §7 "Tags and link blocks"), from contracts/tags/routes.ts. */
export const tagsApi = {
  list: (client: string, module: TagModule, tmpl?: string) =>
    callRoute(routes.list, { params: { client, module }, query: tmpl ? { tmpl } : {} }, { no_show: true }),
  /** A refusal (a name taken, the limit) is shown by the picker itself. */
  create: (module: TagModule, name: string) => callRoute(routes.create, { body: { module, name } }, { no_show: true }),
  attach: (model: TagModel, item: string, tagIds: string[]) =>
    callRoute(routes.attach, { params: { model, item }, body: { tagIds } }),
  detach: (model: TagModel, item: string, id: string) => callRoute(routes.detach, { params: { id, model, item } }),
};
