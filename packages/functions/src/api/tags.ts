import { attachTags, createTag, deleteTag, detachTag, listTags, updateTag } from "@intranet/core/tags";
import { tagsRoutes } from "@intranet/contracts/tags";
import { areaHandler } from "../http/area";
import { reply } from "../http/reply";
import "../tag-targets";

/** The tags' Lambda: thin, each route calls the tags module's service. */
export const handler = areaHandler(tagsRoutes, {
  list: ({ actor, params, query }) => listTags(actor, params.client, params.module, query),
  create: async ({ actor, body }) => reply(201, await createTag(actor, body)),
  update: ({ actor, params, body }) => updateTag(actor, params.id, body),
  attach: ({ actor, params, body }) => attachTags(actor, params.model, params.item, body),
  detach: ({ actor, params }) => detachTag(actor, params.id, params.model, params.item),
  remove: async ({ actor, params }) => {
    await deleteTag(actor, params.client, params.tag);
    return reply(204);
  },
});
