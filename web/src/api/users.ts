import {
  usersRoutes as routes,
  type AssignableRole,
  type RegisterBody,
  type UpdateUserBody,
  type UserFilterBody,
  type UserListQuery,
} from "@intranet/contracts/users";
import { authRoutes } from "@intranet/contracts/auth";
import type { FeatureRight } from "@intranet/contracts/roles";
import { callRoute } from "./client";
import type { RequestOptions } from "./client";

/** Users calls (rules-calls-errors-spec §7 Users): the shell's and the employee cabinet's, from contracts/users/routes.ts. */
export const usersApi = {
  get: (id: string, options?: RequestOptions) => callRoute(routes.get, { params: { id } }, options),
  /** A page of the tenant's users (pinned first, then by name). */
  forClient: (clientId: string, query: Partial<UserListQuery> = {}) =>
    callRoute(routes.forClient, { params: { client: clientId }, query }),
  /** The employee filter: search, department, position, status; paged by cursor. */
  filter: (workspace: string, body: Partial<UserFilterBody>) =>
    callRoute(routes.filter, { params: { workspace }, body }),
  update: (id: string, body: UpdateUserBody, options?: RequestOptions) =>
    callRoute(routes.update, { params: { id }, body }, options),
  register: (body: RegisterBody, options?: RequestOptions) => callRoute(authRoutes.register, { body }, options),
  registerMany: (users: Array<Record<string, unknown>>) => callRoute(authRoutes.registerMany, { body: { users } }),
  remove: (id: string, mode: "fire" | "delete") => callRoute(routes.remove, { params: { id }, body: { mode } }),
  restore: (id: string) => callRoute(routes.restore, { params: { id } }),
  grantRole: (id: string, role: AssignableRole) => callRoute(routes.grantRole, { params: { id, role } }),
  revokeRole: (id: string, role: AssignableRole) => callRoute(routes.revokeRole, { params: { id, role } }),
  setRights: (id: string, rights: FeatureRight[]) => callRoute(routes.setRights, { params: { id }, body: { rights } }),
  setRoleRights: (clientId: string, role: AssignableRole, rights: FeatureRight[]) =>
    callRoute(routes.setRoleRights, { params: { client: clientId, role }, body: { rights } }),
  setDefaultRights: (clientId: string, rights: FeatureRight[]) =>
    callRoute(routes.setDefaultRights, { params: { client: clientId }, body: { rights } }),
  /** Own password (with the old one), or an admin setting an employee's. */
  changePassword: (body: { user_id?: string; old_password?: string; password: string; confirm: string }) =>
    callRoute(authRoutes.changePassword, { body }, { no_show: true }),
};
