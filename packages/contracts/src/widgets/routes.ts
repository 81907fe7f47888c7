import {
  allThanksQuerySchema,
  birthdaysQuerySchema,
  createLinkBodySchema,
  linkParamsSchema,
  linksBlockParamsSchema,
  linksClientParamsSchema,
  toggleLinksBlockBodySchema,
  updateLinkBodySchema,
  widgetClientParamsSchema,
} from "./schemas";
import { answer, defineRoutes } from "../route";
import type { BirthdaysView, LinkView, LinksBlockList, LinksBlockView, ThanksWidgetView } from "./views";

/**
 * Wall widgets (product-spec §2; rules spec §7 Clients and Tags and link blocks). The birthdays
 * and thanks paths are the spec's `GET {id}/birthdays` and `GET {id}/all_thanks` under /api/clients. The links block paths keep the
 * spec's /api/links_block/{client}, /{module}, toggle and link; editing and deleting a link name
 * its module too (`…/{module}/link/{id}`), like adding one, so every link is addressed by its key.
 * The path's tenant must be the caller's (403), a superadmin may act in any.
 */
export const widgetsRoutes = defineRoutes("widgets", {
  birthdays: {
    method: "GET",
    path: "/api/clients/{id}/birthdays",
    access: "user",
    summary: "Active colleagues' birthdays: today and the next ?days= (default 30, max 366), in ?tz=",
    answer: answer<BirthdaysView>(),
    params: widgetClientParamsSchema,
    query: birthdaysQuerySchema,
  },
  allThanks: {
    method: "GET",
    path: "/api/clients/{id}/all_thanks",
    access: "user",
    summary: "The latest thanks of the wall, newest first (?limit=, default 10, max 50)",
    answer: answer<ThanksWidgetView>(),
    params: widgetClientParamsSchema,
    query: allThanksQuerySchema,
  },
  linksBlocks: {
    method: "GET",
    path: "/api/links_block/{client}",
    access: "user",
    summary: "The tenant's links blocks with their links",
    answer: answer<LinksBlockList>(),
    params: linksClientParamsSchema,
  },
  linksBlock: {
    method: "GET",
    path: "/api/links_block/{client}/{module}",
    access: "user",
    summary: "A module's links block (active and empty when never configured)",
    answer: answer<LinksBlockView>(),
    params: linksBlockParamsSchema,
  },
  toggleLinksBlock: {
    method: "PUT",
    path: "/api/links_block/{client}/{module}/toggle",
    access: "admin",
    summary: "Switches a links block on or off ({ active } sets it; no body flips it)",
    answer: answer<LinksBlockView>(),
    params: linksBlockParamsSchema,
    body: toggleLinksBlockBodySchema,
  },
  addLink: {
    method: "POST",
    path: "/api/links_block/{client}/{module}/link",
    access: "admin",
    summary: "Adds a link to a module's block (at most 50)",
    answer: answer<LinkView>(),
    params: linksBlockParamsSchema,
    body: createLinkBodySchema,
  },
  updateLink: {
    method: "PUT",
    path: "/api/links_block/{client}/{module}/link/{id}",
    access: "admin",
    summary: "Changes a link's title, target, kind or order",
    answer: answer<LinkView>(),
    params: linkParamsSchema,
    body: updateLinkBodySchema,
  },
  deleteLink: {
    method: "DELETE",
    path: "/api/links_block/{client}/{module}/link/{id}",
    access: "admin",
    summary: "Removes a link from its block",
    answer: answer<void>(),
    params: linkParamsSchema,
  },
});
