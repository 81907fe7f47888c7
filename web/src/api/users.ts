import type { UpdateUserBody, UserListQuery, UserPage, UserView } from "@intranet/contracts";
import { apiRequest, type RequestOptions } from "./client";

const path = (id: string) => `/api/user/${encodeURIComponent(id)}`;

/** Users calls used by the shell (rules-calls-errors-spec §7 Users). */
export const usersApi = {
  get: (id: string, options?: RequestOptions) => apiRequest<UserView>("GET", path(id), options),
  /** A page of the tenant's users (pinned first, then by name). */
  forClient: (clientId: string, query: Partial<UserListQuery> = {}) =>
    apiRequest<UserPage>("GET", `/api/user/for_client/${encodeURIComponent(clientId)}`, { query }),
  update: (id: string, body: UpdateUserBody, options?: RequestOptions) =>
    apiRequest<UserView>("PUT", path(id), { ...options, body }),
};
