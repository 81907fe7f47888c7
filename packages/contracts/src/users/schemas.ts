import * as z from "zod/mini";
import { featureRightSchema, type roleSchema } from "../roles";
import type { ErrorCode } from "../errors";
import {
  emailSchema,
  idSchema,
  isoDateSchema,
  loginSchema,
  optionalText,
  optionalWebUrl,
  passwordSchema,
  personNameSchema,
  phoneSchema,
  taxIdSchema,
  workspaceSchema,
} from "../validation";

/** Employee states (product-spec §4): fired and deleted are soft, by status and deletion mark. */
export const employeeStatuses = ["active", "fired", "deleted"] as const;
export const employeeStatusSchema = z.enum(employeeStatuses);
export type EmployeeStatus = z.infer<typeof employeeStatusSchema>;

export const genders = ["man", "woman", "not_selected"] as const;

/** The social networks a profile links to (product-spec §2 profile tab "social networks"); Telegram is its own field. */
export const socialNetworks = ["linkedin", "facebook", "vk", "instagram", "x", "github", "website"] as const;
export type SocialNetwork = (typeof socialNetworks)[number];

/** Links by network; an empty value drops that link, and no link left clears them all. */
export const socialLinksSchema = z.pipe(
  z.object(
    Object.fromEntries(socialNetworks.map((network) => [network, optionalWebUrl()])) as Record<
      SocialNetwork,
      ReturnType<typeof optionalWebUrl>
    >,
  ),
  z.transform((links) => {
    const kept = Object.entries(links).filter(([, value]) => value);
    return Object.fromEntries(kept) as Partial<Record<SocialNetwork, string>>;
  }),
);
export type SocialLinks = Partial<Record<SocialNetwork, string>>;

/** Skills on the profile's "extra" tab: short tags, at most 30. */
export const profileSkillsSchema = z
  .array(z.string().check(z.trim(), z.minLength(1), z.maxLength(50)))
  .check(z.maxLength(30));

/** Profile fields an employee (with profile_edit) or an admin may change (product-spec §3 User). */
export const profileFieldsSchema = z.object({
  firstName: personNameSchema,
  lastName: personNameSchema,
  middleName: optionalText(100),
  birthDate: z.optional(isoDateSchema),
  phone: z.union([z.optional(phoneSchema), z.literal("")]),
  internalPhone: optionalText(20),
  organization: optionalText(200),
  position: optionalText(200),
  office: optionalText(200),
  department: optionalText(200),
  chiefCode: optionalText(64),
  chief: optionalText(64),
  workingSince: z.optional(isoDateSchema),
  gender: z.optional(z.enum(genders)),
  city: optionalText(100),
  telegram: optionalText(64),
  statusText: optionalText(200),
  taxId: taxIdSchema,
  kpp: optionalText(20),
  lang: z.optional(z.enum(["en", "ru", "ua"])),
  /** The "extra" tab: about, education, hobbies and skills. */
  about: optionalText(2000),
  education: optionalText(1000),
  hobbies: optionalText(1000),
  skills: z.optional(profileSkillsSchema),
  socialLinks: z.optional(socialLinksSchema),
});
export type ProfileFields = z.infer<typeof profileFieldsSchema>;

/** POST /api/register: an admin creates an employee. Password optional: a set-password link is mailed. */
export const registerBodySchema = z.extend(z.partial(profileFieldsSchema), {
  firstName: personNameSchema,
  lastName: personNameSchema,
  email: emailSchema,
  login: z.optional(loginSchema),
  password: z.optional(passwordSchema),
  roles: z.optional(z.array(z.enum(["admin", "hr", "employee"]))),
});
export type RegisterBody = z.infer<typeof registerBodySchema>;

/** POST /api/register_many: each row is checked and created or reported on its own. */
export const registerManyBodySchema = z.object({
  users: z.array(z.record(z.string(), z.unknown())).check(z.minLength(1), z.maxLength(500)),
});

/** PUT /api/user/{id}: profile changes; admins may also change email and login. */
export const updateUserBodySchema = z.extend(z.partial(profileFieldsSchema), {
  email: z.optional(emailSchema),
  login: z.optional(loginSchema),
  vacationDaysLeft: z.optional(z.number().check(z.int(), z.gte(0), z.lte(366))),
});
export type UpdateUserBody = z.infer<typeof updateUserBodySchema>;

/** PUT /api/user/delete/{id}: fire (keeps the record for HR and analytics) or delete (deletion mark). */
export const deleteUserBodySchema = z.optional(z.object({ mode: z._default(z.enum(["fire", "delete"]), "delete") }));

export type DeleteUserBody = z.infer<typeof deleteUserBodySchema>;

/** Which employees a list shows: one state (active by default) or all of them. */
export const userStatusFilterSchema = z._default(z.union([employeeStatusSchema, z.literal("all")]), "active");
export type UserStatusFilter = z.infer<typeof userStatusFilterSchema>;

/** Users lists are paged by an opaque cursor from the previous page (absent on the first page). */
export const userPageSizeDefault = 50;
const cursorSchema = z.string().check(z.maxLength(2000));

/** POST /api/user/filter/{workspace}. */
export const userFilterBodySchema = z.object({
  search: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  department: z.optional(z.string().check(z.trim(), z.maxLength(200))),
  position: z.optional(z.string().check(z.trim(), z.maxLength(200))),
  status: userStatusFilterSchema,
  cursor: z.nullish(cursorSchema),
  limit: z._default(z.number().check(z.int(), z.gte(1), z.lte(100)), userPageSizeDefault),
});
export type UserFilterBody = z.infer<typeof userFilterBodySchema>;

/** GET /api/user/for_client/{client}?status=&cursor=&limit= */
export const userListQuerySchema = z.object({
  status: userStatusFilterSchema,
  cursor: z.optional(cursorSchema),
  limit: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(100)), userPageSizeDefault),
});
export type UserListQuery = z.infer<typeof userListQuerySchema>;

/** GET /api/user/{id}/followers?cursor=&limit= */
export const userPageQuerySchema = z.object({
  cursor: z.optional(cursorSchema),
  limit: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(100)), userPageSizeDefault),
});
export type UserPageQuery = z.infer<typeof userPageQuerySchema>;

export const userIdParamsSchema = z.object({ id: idSchema });
export const userClientParamsSchema = z.object({ client: idSchema });
export const userWorkspaceParamsSchema = z.object({ workspace: workspaceSchema });

/** The platform roles an admin gives or takes inside a tenant (superadmin is never given here). */
export const assignableRoleSchema = z.enum(["admin", "hr", "employee"]);
export type AssignableRole = z.infer<typeof assignableRoleSchema>;

export const roleParamsSchema = z.object({ id: idSchema, role: assignableRoleSchema });
export const clientRoleParamsSchema = z.object({ client: idSchema, role: assignableRoleSchema });

/** PUT and DELETE /api/clients/{client}/role/{role}: the same change for several users. */
export const bulkRoleBodySchema = z.object({ userIds: z.array(idSchema).check(z.minLength(1), z.maxLength(500)) });
export type BulkRoleBody = z.infer<typeof bulkRoleBodySchema>;

/** One user's outcome in a bulk role change: changed (or already so), or refused with a catalogue code. */
export type RoleChangeResult =
  | { userId: string; ok: true; roles: z.infer<typeof roleSchema>[] }
  | { userId: string; ok: false; code: ErrorCode; message: string };

/** PUT /api/user/{id}/rights, PUT /api/clients/{client}/rights/role/{role} and …/rights/defaults. */
export const userRightsBodySchema = z.object({ rights: z.array(featureRightSchema).check(z.maxLength(100)) });
export type RightsBody = z.infer<typeof userRightsBodySchema>;

/** POST /api/follow and /api/unfollow. */
export const followBodySchema = z.object({ user_id: idSchema });

/** PUT /api/user/pin_move: the pinned employee `id` goes to position `to` (1 = top). */
export const pinMoveBodySchema = z.object({ id: idSchema, to: z.number().check(z.int(), z.gte(1)) });
/** At most this many employees are pinned to the top of the address book (one transaction renumbers them). */
export const maxPinnedUsers = 50;

/**
 * HR data (product-spec §2 profile tab "HR data"): shown only to the person, admins and HR officers
 * (`canSeeHrDataOf`); every other view of a user leaves these out.
 */
export const hrOnlyUserFields = ["taxId", "kpp", "vacationDaysLeft", "chiefCode"] as const;

/** The pictures of a profile: the avatar and the cover above the header (rules spec §9 for the cover). */
export const profileImageKinds = ["avatar", "cover"] as const;
export type ProfileImageKind = (typeof profileImageKinds)[number];
