import {
  widgetsRoutes as routes,
  type CreateLinkBody,
  type LinksModule,
  type UpdateLinkBody,
} from "@intranet/contracts/widgets";
import { callRoute } from "./client";
import type { RequestOptions } from "./client";

/** Wall widgets (rules-calls-errors-spec §7 Clients, Tags and link blocks): birthdays, thanks, links blocks. */
export const widgetsApi = {
  /** Today's and the next `days` days' birthdays; `tz` fixes which day "today" is. */
  birthdays: (clientId: string, days: number, tz?: string, options?: RequestOptions) =>
    callRoute(routes.birthdays, { params: { id: clientId }, query: { days, tz } }, options),
  allThanks: (clientId: string, limit: number, options?: RequestOptions) =>
    callRoute(routes.allThanks, { params: { id: clientId }, query: { limit } }, options),
  linksBlock: (clientId: string, module: LinksModule, options?: RequestOptions) =>
    callRoute(routes.linksBlock, { params: { client: clientId, module } }, options),
  toggleLinksBlock: (clientId: string, module: LinksModule, active: boolean) =>
    callRoute(routes.toggleLinksBlock, { params: { client: clientId, module }, body: { active } }),
  addLink: (clientId: string, module: LinksModule, body: CreateLinkBody, options?: RequestOptions) =>
    callRoute(routes.addLink, { params: { client: clientId, module }, body }, options),
  updateLink: (clientId: string, module: LinksModule, id: string, body: UpdateLinkBody, options?: RequestOptions) =>
    callRoute(routes.updateLink, { params: { client: clientId, module, id }, body }, options),
  deleteLink: (clientId: string, module: LinksModule, id: string) =>
    callRoute(routes.deleteLink, { params: { client: clientId, module, id } }),
};

/** The browser's own time zone, so "today" is the user's day. */
export function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}
