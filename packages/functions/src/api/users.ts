import {
  follow,
  listFollowers,
  listFollowing,
  unfollow,
  listUsersOfClient,
  movePin,
  togglePin,
  getUserView,
  setRightsForRole,
  setUserRights,
  changeRole,
  changeRoles,
  removeEmployee,
  restoreEmployee,
  updateUser,
} from "@intranet/core/users";
import { filterUsers, setDefaultRights } from "@intranet/core/clients";
import { areaHandler } from "../http/area";
import "../placement-rules";
import { usersRoutes } from "@intranet/contracts/users";

export const handler = areaHandler(usersRoutes, {
  get: ({ actor, params }) => getUserView(actor, params.id),
  forClient: ({ actor, params, query }) => listUsersOfClient(actor, params.client, query),
  filter: ({ actor, params, body }) => filterUsers(actor, params.workspace, body),
  update: ({ actor, params, body }) => updateUser(actor, params.id, body),
  remove: ({ actor, params, body }) => removeEmployee(actor, params.id, body?.mode ?? "delete"),
  restore: ({ actor, params }) => restoreEmployee(actor, params.id),
  grantRole: ({ actor, params }) => changeRole(actor, params.id, params.role, true),
  revokeRole: ({ actor, params }) => changeRole(actor, params.id, params.role, false),
  grantRoleMany: ({ actor, params, body }) => changeRoles(actor, params.client, params.role, true, body.userIds),
  revokeRoleMany: ({ actor, params, body }) => changeRoles(actor, params.client, params.role, false, body.userIds),
  setRights: ({ actor, params, body }) => setUserRights(actor, params.id, body.rights),
  setRoleRights: ({ actor, params, body }) => setRightsForRole(actor, params.client, params.role, body.rights),
  setDefaultRights: ({ actor, params, body }) => setDefaultRights(actor, params.client, body.rights),
  pin: ({ actor, params }) => togglePin(actor, params.id),
  pinMove: ({ actor, body }) => movePin(actor, body),
  follow: ({ actor, body }) => follow(actor, body.user_id),
  unfollow: ({ actor, body }) => unfollow(actor, body.user_id),
  followers: ({ actor, params, query }) => listFollowers(actor, params.id, query),
  following: ({ actor, params, query }) => listFollowing(actor, params.id, query),
});
