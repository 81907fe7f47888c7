import { addressBookRoutes as routes } from "@intranet/contracts/addressBook";
import { callRoute } from "../../api/client";
import type { ExportBody, PageQuery } from "./queryState";

/** TanStack Query keys of the address book. */
export const addressBookKeys = {
  all: ["addressBook"] as const,
  page: (client: string, query: PageQuery) => ["addressBook", "page", client, query] as const,
  facets: (client: string) => ["addressBook", "facets", client] as const,
};

// Errors are shown in place (the list's error state, the export dialog), never as the app's dialog.
const quiet = { no_show: true } as const;

/** The address book's calls (contracts/addressBook and exports routes). */
export const addressBookApi = {
  page: (client: string, query: PageQuery, signal?: AbortSignal) =>
    callRoute(routes.page, { params: { client }, query }, { ...quiet, signal }),
  facets: (client: string) => callRoute(routes.facets, { params: { client } }, quiet),
  startExport: (client: string, body: ExportBody) => callRoute(routes.exportShown, { params: { client }, body }, quiet),
};
