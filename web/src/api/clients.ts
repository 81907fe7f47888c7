import type {
  ClientCreated,
  ClientPurgeAccepted,
  ClientStat,
  ClientView,
  CreateClientBody,
  FeatureCode,
  FeatureInfo,
  UpdateClientBody,
} from "@intranet/contracts";
import { apiRequest, type RequestOptions } from "./client";

const path = (id: string) => `/api/clients/${encodeURIComponent(id)}`;

/** Clients calls (rules-calls-errors-spec §7 Clients): startup and the superadmin's client management. */
export const clientsApi = {
  byWorkspace: (workspace: string, options?: RequestOptions) =>
    apiRequest<ClientView>("GET", `/api/clients/by_ws/${encodeURIComponent(workspace)}`, options),
  get: (id: string, options?: RequestOptions) => apiRequest<ClientView>("GET", path(id), options),
  list: () => apiRequest<ClientView[]>("GET", "/api/clients"),
  create: (body: CreateClientBody, options?: RequestOptions) =>
    apiRequest<ClientCreated>("POST", "/api/clients", { ...options, body }),
  update: (id: string, body: UpdateClientBody, options?: RequestOptions) =>
    apiRequest<ClientView>("PUT", path(id), { ...options, body }),
  stat: (id: string) => apiRequest<ClientStat>("GET", `/api/clients/stat/${encodeURIComponent(id)}`),
  features: () => apiRequest<FeatureInfo[]>("GET", "/api/clients/features/all"),
  switchFeature: (id: string, code: FeatureCode, active: boolean) =>
    apiRequest<ClientView>(
      "PUT",
      `/api/clients/features/switch/${encodeURIComponent(id)}/${encodeURIComponent(code)}`,
      { body: { active } },
    ),
  block: (id: string) => apiRequest<ClientView>("PUT", `${path(id)}/block`),
  unblock: (id: string) => apiRequest<ClientView>("PUT", `${path(id)}/unblock`),
  clone: (id: string, workspace: string, name: string, options?: RequestOptions) =>
    apiRequest<ClientView>("POST", `${path(id)}/clone/${encodeURIComponent(workspace)}`, {
      ...options,
      body: { name },
    }),
  fullDelete: (id: string) => apiRequest<ClientPurgeAccepted>("DELETE", `${path(id)}/fullDelete`),
};
