import type {
  BirthdaysView,
  CreateLinkBody,
  LinksBlockView,
  LinksModule,
  LinkView,
  ThanksWidgetView,
  UpdateLinkBody,
} from "@intranet/contracts";
import { apiRequest, type RequestOptions } from "./client";

const enc = encodeURIComponent;
const block = (clientId: string, module: LinksModule) => `/api/links_block/${enc(clientId)}/${module}`;

/** Wall widgets (rules-calls-errors-spec §7 Clients, Tags and link blocks): birthdays, thanks, links blocks. */
export const widgetsApi = {
  /** Today's and the next `days` days' birthdays; `tz` fixes which day "today" is. */
  birthdays: (clientId: string, days: number, tz?: string, options?: RequestOptions) =>
    apiRequest<BirthdaysView>("GET", `/api/clients/${enc(clientId)}/birthdays`, { ...options, query: { days, tz } }),
  allThanks: (clientId: string, limit: number, options?: RequestOptions) =>
    apiRequest<ThanksWidgetView>("GET", `/api/clients/${enc(clientId)}/all_thanks`, { ...options, query: { limit } }),
  linksBlock: (clientId: string, module: LinksModule, options?: RequestOptions) =>
    apiRequest<LinksBlockView>("GET", block(clientId, module), options),
  toggleLinksBlock: (clientId: string, module: LinksModule, active: boolean) =>
    apiRequest<LinksBlockView>("PUT", `${block(clientId, module)}/toggle`, { body: { active } }),
  addLink: (clientId: string, module: LinksModule, body: CreateLinkBody, options?: RequestOptions) =>
    apiRequest<LinkView>("POST", `${block(clientId, module)}/link`, { ...options, body }),
  updateLink: (clientId: string, module: LinksModule, id: string, body: UpdateLinkBody, options?: RequestOptions) =>
    apiRequest<LinkView>("PUT", `${block(clientId, module)}/link/${enc(id)}`, { ...options, body }),
  deleteLink: (clientId: string, module: LinksModule, id: string) =>
    apiRequest<unknown>("DELETE", `${block(clientId, module)}/link/${enc(id)}`),
};
/** The browser's own time zone, so "today" is the user's day. */
export function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}
