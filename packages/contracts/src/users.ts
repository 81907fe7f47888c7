import { z } from "zod";
import { featureRightSchema, type roleSchema } from "./roles";
import {
  emailSchema,
  idSchema,
  isoDateSchema,
  loginSchema,
  optionalText,
  passwordSchema,
  personNameSchema,
  phoneSchema,
} from "./validation";

/** Employee states (product-spec §4): fired and deleted are soft, by status and deletion mark. */
export const employeeStatuses = ["active", "fired", "deleted"] as const;
export const employeeStatusSchema = z.enum(employeeStatuses);
export type EmployeeStatus = z.infer<typeof employeeStatusSchema>;

export const genders = ["man", "woman", "not_selected"] as const;

/** Profile fields an employee (with profile_edit) or an admin may change (product-spec §3 User). */
export const profileFieldsSchema = z.object({
  firstName: personNameSchema,
  lastName: personNameSchema,
  middleName: optionalText(100),
  birthDate: isoDateSchema.optional(),
  phone: phoneSchema.optional().or(z.literal("")),
  internalPhone: optionalText(20),
  organization: optionalText(200),
  position: optionalText(200),
  office: optionalText(200),
  department: optionalText(200),
  chiefCode: optionalText(64),
  chief: optionalText(64),
  workingSince: isoDateSchema.optional(),
  gender: z.enum(genders).optional(),
  city: optionalText(100),
  telegram: optionalText(64),
  statusText: optionalText(200),
  taxId: z
    .string()
    .regex(/^\d{10}$/, "common.validation")
    .optional()
    .or(z.literal("")),
  kpp: optionalText(20),
  lang: z.enum(["en", "ru", "ua"]).optional(),
});
export type ProfileFields = z.infer<typeof profileFieldsSchema>;

/** The user as every API answer shows it: never the password hash or internal counters. */
export interface UserView extends Partial<ProfileFields> {
  _id: string;
  client_id: string;
  login: string;
  email: string;
  firstName: string;
  lastName: string;
  fullName: string;
  roles: z.infer<typeof roleSchema>[];
  rights: z.infer<typeof featureRightSchema>[];
  status: EmployeeStatus;
  deletion_mark: boolean;
  firedAt?: string;
  pinned_num?: number;
  followersCount: number;
  vacationDaysLeft?: number;
  avatar?: string;
  createdAt: string;
}

/** POST /api/register: an admin creates an employee. Password optional: a set-password link is mailed. */
export const registerBodySchema = profileFieldsSchema.partial().extend({
  firstName: personNameSchema,
  lastName: personNameSchema,
  email: emailSchema,
  login: loginSchema.optional(),
  password: passwordSchema.optional(),
  roles: z.array(z.enum(["admin", "employee"])).optional(),
});
export type RegisterBody = z.infer<typeof registerBodySchema>;

/** POST /api/register_many: each row is checked and created or reported on its own. */
export const registerManyBodySchema = z.object({
  users: z.array(z.record(z.string(), z.unknown())).min(1).max(500),
});
export interface RegisterManyResult {
  created: Array<{ row: number; user: UserView }>;
  failed: Array<{ row: number; code: string; message: string; details?: unknown }>;
}

/** PUT /api/user/{id}: profile changes; admins may also change email and login. */
export const updateUserBodySchema = profileFieldsSchema.partial().extend({
  email: emailSchema.optional(),
  login: loginSchema.optional(),
  vacationDaysLeft: z.number().int().min(0).max(366).optional(),
});
export type UpdateUserBody = z.infer<typeof updateUserBodySchema>;

/** PUT /api/user/delete/{id}: fire (keeps the record for HR and analytics) or delete (deletion mark). */
export const deleteUserBodySchema = z.object({ mode: z.enum(["fire", "delete"]).default("delete") }).optional();

/** POST /api/user/filter/{workspace}. */
export const userFilterBodySchema = z.object({
  search: z.string().trim().max(100).optional(),
  department: z.string().trim().max(200).optional(),
  position: z.string().trim().max(200).optional(),
  status: z.union([employeeStatusSchema, z.literal("all")]).default("active"),
  cursor: z.string().max(2000).nullish(),
  limit: z.number().int().min(1).max(100).default(50),
});
export type UserFilterBody = z.infer<typeof userFilterBodySchema>;

export interface UserPage {
  items: UserView[];
  cursor: string | null;
}

export const roleParamsSchema = z.object({ id: idSchema, role: z.enum(["admin", "employee"]) });

/** PUT /api/user/{id}/rights: per-person feature rights. */
export const userRightsBodySchema = z.object({ rights: z.array(featureRightSchema) });

export const followBodySchema = z.object({ user_id: idSchema });
export const pinMoveBodySchema = z.object({ id: idSchema, to: z.number().int().min(1) });
