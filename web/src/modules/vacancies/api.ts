import {
  vacanciesRoutes as routes,
  type CreateVacancyInput,
  type UpdateVacancyInput,
  type VacancyListQuery,
} from "@intranet/contracts/vacancies";
import type { QueryClient } from "@tanstack/react-query";
import { callRoute, type RequestOptions } from "../../api/client";

/** What the list shows: a status (admins), tags (all of them) and a search text. */
export interface VacancyFilters {
  status: VacancyListQuery["status"];
  tags: string[];
  search: string;
}

/** TanStack Query keys of the vacancies; everything under `vacancies`, so a change refreshes every view of it. */
export const vacanciesKeys = {
  all: ["vacancies"] as const,
  lists: ["vacancies", "list"] as const,
  list: (client: string, filters: VacancyFilters) => ["vacancies", "list", client, filters] as const,
  widget: (client: string) => ["vacancies", "widget", client] as const,
  vacancy: (id: string) => ["vacancies", "vacancy", id] as const,
  responses: (id: string) => ["vacancies", "responses", id] as const,
};

/** Lists and pages show their own failures in place. */
const quiet = { no_show: true } as const;

/** The list's query string: only what narrows it (the defaults stay out of the URL). */
export const listQuery = ({ status, tags, search }: VacancyFilters, cursor: string | null, limit?: number) => ({
  status,
  ...(tags.length ? { tags: tags.join(",") } : {}),
  ...(search.trim() ? { search: search.trim() } : {}),
  ...(cursor ? { cursor } : {}),
  ...(limit ? { limit } : {}),
});

/** The vacancies' calls (rules-calls-errors-spec §7 Articles and vacancies), from contracts/vacancies/routes.ts. */
export const vacanciesApi = {
  list: (client: string, filters: VacancyFilters, cursor: string | null, limit?: number) =>
    callRoute(routes.list, { params: { client }, query: listQuery(filters, cursor, limit) }, quiet),
  get: (id: string) => callRoute(routes.get, { params: { id } }, quiet),
  create: (body: CreateVacancyInput, options?: RequestOptions) => callRoute(routes.create, { body }, options),
  update: (id: string, body: UpdateVacancyInput, options?: RequestOptions) =>
    callRoute(routes.update, { params: { id }, body }, options),
  remove: (id: string) => callRoute(routes.remove, { params: { id } }),
  respond: (vacancyId: string, message: string, cvFileId?: string) =>
    callRoute(routes.respond, { body: { vacancyId, message, ...(cvFileId ? { cvFileId } : {}) } }, quiet),
  responses: (id: string) => callRoute(routes.responses, { params: { id } }, quiet),
  /** A short-lived link to a response's CV (recipients and admins). */
  cv: (id: string, response: string) => callRoute(routes.cv, { params: { id, response } }),
};

/** After a change: every list and the widget ask again; the vacancies themselves are set by the caller. */
export const refreshVacancyLists = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: vacanciesKeys.all, predicate: (query) => query.queryKey[1] !== "vacancy" });
