import type { ClientView } from "@intranet/contracts";
import { apiRequest, type RequestOptions } from "./client";

/** Clients calls used at startup (rules-calls-errors-spec §7 Clients). */
export const clientsApi = {
  byWorkspace: (workspace: string, options?: RequestOptions) =>
    apiRequest<ClientView>("GET", `/api/clients/by_ws/${encodeURIComponent(workspace)}`, options),
  get: (id: string, options?: RequestOptions) =>
    apiRequest<ClientView>("GET", `/api/clients/${encodeURIComponent(id)}`, options),
};
