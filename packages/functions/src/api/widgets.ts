import {
  birthdays,
  allThanks,
  addLink,
  deleteLink,
  getLinksBlock,
  listLinksBlocks,
  toggleLinksBlock,
  updateLink,
} from "@intranet/core/widgets";
import { areaHandler } from "../http/area";
import { reply } from "../http/reply";
import { widgetsRoutes } from "@intranet/contracts/widgets";

export const handler = areaHandler(widgetsRoutes, {
  birthdays: ({ actor, params, query }) => birthdays(actor, params.id, query),
  allThanks: ({ actor, params, query }) => allThanks(actor, params.id, query),
  linksBlocks: ({ actor, params }) => listLinksBlocks(actor, params.client),
  linksBlock: ({ actor, params }) => getLinksBlock(actor, params.client, params.module),
  toggleLinksBlock: ({ actor, params, body }) => toggleLinksBlock(actor, params.client, params.module, body?.active),
  addLink: async ({ actor, params, body }) => reply(201, await addLink(actor, params.client, params.module, body)),
  updateLink: ({ actor, params, body }) => updateLink(actor, params.client, params.module, params.id, body),
  deleteLink: async ({ actor, params }) => {
    await deleteLink(actor, params.client, params.module, params.id);
    return reply(204);
  },
});
