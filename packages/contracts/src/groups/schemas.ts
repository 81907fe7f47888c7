/**
 * Groups (product-spec §3 Group, §4 Group membership; rules-calls-errors-spec §5 Groups, §7 Groups):
 * public (anyone joins), closed (found by all; joined by an approved request or an invitation),
 * private (found and seen by members only). Shared by the API and the SPA.
 */
import * as z from "zod/mini";
import { idSchema } from "../validation";
import { profileImageKinds } from "../users/schemas";
import { feedPageSchema } from "../wall/schemas";

export const groupTypes = ["public", "closed", "private"] as const;
export const groupTypeSchema = z.enum(groupTypes);
export type GroupType = z.infer<typeof groupTypeSchema>;

/** Who may post on the group's wall: every member, or its owner and administrators only. */
export const groupPostPolicies = ["members", "admins"] as const;
export type GroupPostPolicy = (typeof groupPostPolicies)[number];

/** A member's role in one group (the owner is also its first administrator). */
export const groupRoles = ["owner", "admin", "member"] as const;
export type GroupRole = (typeof groupRoles)[number];

export const groupLimits = {
  /** Rules spec §5 and §9: name ≤ 50, description ≤ 250. */
  nameMax: 50,
  descriptionMax: 250,
  /** Characters of a name search. */
  searchMax: 100,
  pageSize: 30,
  pageMax: 100,
  /** People invited or added in one call. */
  batchMax: 100,
  /** A person's groups come in one page: someone in 200 groups gets them in one request. */
  myGroupsMax: 500,
  myGroupsDefault: 200,
} as const;

const name = z
  .string({ error: "common.empty_fields" })
  .check(z.trim(), z.minLength(1, "common.empty_fields"), z.maxLength(groupLimits.nameMax, "groups.incorrect_fields"));
const description = z
  .string({ error: "common.empty_fields" })
  .check(
    z.trim(),
    z.minLength(1, "common.empty_fields"),
    z.maxLength(groupLimits.descriptionMax, "groups.incorrect_fields"),
  );

/** POST /api/group/: name, description and type are required (rules spec §5). */
export const createGroupBodySchema = z.object({
  name,
  description,
  type: z.enum(groupTypes, { error: "common.empty_fields" }),
  postPolicy: z._default(z.enum(groupPostPolicies), "members"),
});
export type CreateGroupBody = z.infer<typeof createGroupBodySchema>;

/** PUT /api/group/{id}: any of them (owner, group administrators, company admins). */
export const updateGroupBodySchema = z.partial(createGroupBodySchema);
export type UpdateGroupBody = z.infer<typeof updateGroupBodySchema>;

export const groupParamsSchema = z.object({ id: idSchema });
export const groupClientParamsSchema = z.object({ client: idSchema });
export const groupUserParamsSchema = z.object({ user: idSchema });
/** PUT and DELETE /api/group/{id}/image/{kind}: the group's avatar or cover, by the profile pictures' rules. */
export const groupImageParamsSchema = z.object({ id: idSchema, kind: z.enum(profileImageKinds) });
export const groupMemberParamsSchema = z.object({ id: idSchema, userId: idSchema });
/** The group's wall pages as the company wall's: `0` is the first page, then the previous page's cursor. */
export const groupFeedParamsSchema = z.object({ id: idSchema, page: feedPageSchema });

const cursor = z.optional(z.string().check(z.maxLength(2000)));
const limit = z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(groupLimits.pageMax)), groupLimits.pageSize);

/** GET /api/group/byClient/{client}?search=&cursor=: the groups the caller can find. */
export const groupListQuerySchema = z.object({
  search: z.optional(z.string().check(z.trim(), z.maxLength(groupLimits.searchMax))),
  cursor,
  limit,
});
export const groupPageQuerySchema = z.object({ cursor, limit });
export const myGroupsQuerySchema = z.object({
  cursor,
  limit: z._default(
    z.coerce.number().check(z.int(), z.gte(1), z.lte(groupLimits.myGroupsMax)),
    groupLimits.myGroupsDefault,
  ),
});

/** POST /api/group/{id}/grants/user/{userId}: an administrator adds a person (as member or administrator), or changes their role. */
export const grantUserBodySchema = z.optional(z.object({ role: z._default(z.enum(["admin", "member"]), "member") }));

/** POST /api/group/{id}/invitations: invite people (any type of group; by its administrators). */
export const inviteBodySchema = z.object({
  user_ids: z.pipe(
    z.array(idSchema).check(z.minLength(1, "common.empty_fields"), z.maxLength(groupLimits.batchMax)),
    z.transform((ids) => [...new Set(ids)]),
  ),
});

/** PUT /api/group/{id}/replace_owner: the new owner must already be a member. */
export const replaceOwnerBodySchema = z.object({ user_id: idSchema });
