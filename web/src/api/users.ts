import type {
  AssignableRole,
  DefaultRightsResult,
  FeatureRight,
  RegisterBody,
  RegisterManyResult,
  RoleRightsResult,
  UpdateUserBody,
  UserFilterBody,
  UserListQuery,
  UserPage,
  UserView,
} from "@intranet/contracts";
import { apiRequest, type RequestOptions } from "./client";

const path = (id: string) => `/api/user/${encodeURIComponent(id)}`;
const clientPath = (clientId: string) => `/api/clients/${encodeURIComponent(clientId)}`;

/** Users calls (rules-calls-errors-spec §7 Users): the shell's and the employee cabinet's. */
export const usersApi = {
  get: (id: string, options?: RequestOptions) => apiRequest<UserView>("GET", path(id), options),
  /** A page of the tenant's users (pinned first, then by name). */
  forClient: (clientId: string, query: Partial<UserListQuery> = {}) =>
    apiRequest<UserPage>("GET", `/api/user/for_client/${encodeURIComponent(clientId)}`, { query }),
  /** The employee filter: search, department, position, status; paged by cursor. */
  filter: (workspace: string, body: Partial<UserFilterBody>) =>
    apiRequest<UserPage>("POST", `/api/user/filter/${encodeURIComponent(workspace)}`, { body }),
  update: (id: string, body: UpdateUserBody, options?: RequestOptions) =>
    apiRequest<UserView>("PUT", path(id), { ...options, body }),
  register: (body: RegisterBody, options?: RequestOptions) =>
    apiRequest<UserView>("POST", "/api/register", { ...options, body }),
  registerMany: (users: Array<Record<string, unknown>>) =>
    apiRequest<RegisterManyResult>("POST", "/api/register_many", { body: { users } }),
  remove: (id: string, mode: "fire" | "delete") =>
    apiRequest<UserView>("PUT", `/api/user/delete/${encodeURIComponent(id)}`, { body: { mode } }),
  restore: (id: string) => apiRequest<UserView>("PUT", `/api/user/undelete/${encodeURIComponent(id)}`),
  grantRole: (id: string, role: AssignableRole) => apiRequest<UserView>("PUT", `${path(id)}/role/${role}`),
  revokeRole: (id: string, role: AssignableRole) => apiRequest<UserView>("DELETE", `${path(id)}/role/${role}`),
  setRights: (id: string, rights: FeatureRight[]) =>
    apiRequest<UserView>("PUT", `${path(id)}/rights`, { body: { rights } }),
  setRoleRights: (clientId: string, role: AssignableRole, rights: FeatureRight[]) =>
    apiRequest<RoleRightsResult>("PUT", `${clientPath(clientId)}/rights/role/${role}`, { body: { rights } }),
  setDefaultRights: (clientId: string, rights: FeatureRight[]) =>
    apiRequest<DefaultRightsResult>("PUT", `${clientPath(clientId)}/rights/defaults`, { body: { rights } }),
  /** Own password (with the old one), or an admin setting an employee's. */
  changePassword: (body: { user_id?: string; old_password?: string; password: string; confirm: string }) =>
    apiRequest<void>("POST", "/api/reset_password_hard", { body, no_show: true }),
};
