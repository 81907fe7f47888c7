import { groupsRoutes as routes, type CreateGroupBody, type UpdateGroupBody } from "@intranet/contracts/groups";
import type { ProfileImageKind } from "@intranet/contracts/users";
import { callRoute, type RequestOptions } from "../../api/client";

/** The people lists of a group (members, pending requests, pending invitations). */
export type PeopleList = "members" | "requests" | "invitations";

/** TanStack Query keys of the groups; everything under `groups`, so a membership step refreshes every view of it. */
export const groupsKeys = {
  all: ["groups"] as const,
  mine: (userId: string) => ["groups", "byUser", userId] as const,
  list: (clientId: string, search: string) => ["groups", "byClient", clientId, search] as const,
  group: (id: string) => ["groups", "group", id] as const,
  people: (id: string, list: PeopleList) => ["groups", "people", id, list] as const,
  pick: (workspace: string, search: string) => ["groups", "pick", workspace, search] as const,
};

/** Lists and the group page show their own failures in place. */
const quiet = { no_show: true } as const;

/** The groups' calls (rules-calls-errors-spec §7 Groups), from contracts/groups/routes.ts. */
export const groupsApi = {
  /** A person's groups with their pending requests and invitations (their own). */
  byUser: (user: string, cursor: string | null) =>
    callRoute(routes.byUser, { params: { user }, query: { cursor: cursor ?? undefined } }, quiet),
  /** The groups the caller can find, by name. */
  byClient: (client: string, search: string, cursor: string | null) =>
    callRoute(
      routes.byClient,
      { params: { client }, query: { search: search || undefined, cursor: cursor ?? undefined } },
      quiet,
    ),
  get: (id: string) => callRoute(routes.get, { params: { id } }, quiet),
  create: (body: CreateGroupBody, options?: RequestOptions) => callRoute(routes.create, { body }, options),
  update: (id: string, body: UpdateGroupBody, options?: RequestOptions) =>
    callRoute(routes.update, { params: { id }, body }, options),
  remove: (id: string) => callRoute(routes.remove, { params: { id } }),
  join: (id: string) => callRoute(routes.join, { params: { id } }),
  cancelRequest: (id: string) => callRoute(routes.cancelRequest, { params: { id } }),
  leave: (id: string) => callRoute(routes.leave, { params: { id } }),
  acceptInvitation: (id: string) => callRoute(routes.acceptInvitation, { params: { id } }),
  declineInvitation: (id: string) => callRoute(routes.declineInvitation, { params: { id } }),
  approve: (id: string, userId: string) => callRoute(routes.approve, { params: { id, userId } }),
  reject: (id: string, userId: string) => callRoute(routes.reject, { params: { id, userId } }),
  invite: (id: string, userIds: string[], options?: RequestOptions) =>
    callRoute(routes.invite, { params: { id }, body: { user_ids: userIds } }, options),
  /** Sets a member's role (or adds a person straight in). */
  grant: (id: string, userId: string, role: "admin" | "member") =>
    callRoute(routes.grantUser, { params: { id, userId }, body: { role } }),
  /** Removes a member, or withdraws an invitation / drops a request. */
  revoke: (id: string, userId: string) => callRoute(routes.revokeUser, { params: { id, userId } }),
  replaceOwner: (id: string, userId: string) =>
    callRoute(routes.replaceOwner, { params: { id }, body: { user_id: userId } }),
  /** The group's avatar or cover from an upload filed under the group (its managers); the answer is the group. */
  setImage: (id: string, kind: ProfileImageKind, fileId: string) =>
    callRoute(routes.setImage, { params: { id, kind }, body: { fileId } }, quiet),
  removeImage: (id: string, kind: ProfileImageKind) => callRoute(routes.removeImage, { params: { id, kind } }, quiet),
  people: (id: string, list: PeopleList, cursor: string | null) =>
    callRoute(routes[list], { params: { id }, query: { cursor: cursor ?? undefined } }, quiet),
};
