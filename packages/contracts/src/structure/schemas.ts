/**
 * The company structure: departments in four structure types, each its own tree, and the
 * employees of each department with its head (product-spec §2 /structure_new, §3 Department and
 * dept_users, §6 department manager; rules-calls-errors-spec §5 Structure, §7 Structure).
 */
import * as z from "zod/mini";
import { idSchema } from "../validation";

export const structureTypes = ["administrative", "organizational", "functional", "project"] as const;
export type StructureType = (typeof structureTypes)[number];

export const structureLimits = {
  nameMax: 150,
  descriptionMax: 2000,
  /** Departments in one structure type: the whole tree is one Query (a page of DynamoDB ≤ 1 MB). */
  departmentsMax: 2_000,
  /** Employees added or removed by one call. */
  usersPerCall: 100,
} as const;

const typeSchema = z._default(z.enum(structureTypes), "administrative");
const name = z
  .string()
  .check(z.trim(), z.minLength(1, "structure.name_required"), z.maxLength(structureLimits.nameMax));
const description = z.string().check(z.trim(), z.maxLength(structureLimits.descriptionMax));
const userIds = z.pipe(
  z.array(idSchema).check(z.minLength(1, "common.empty_fields"), z.maxLength(structureLimits.usersPerCall)),
  z.transform((ids) => [...new Set(ids)]),
);

export const structureClientParamsSchema = z.object({ client: idSchema });
export const structureTypeQuerySchema = z.object({ type: typeSchema });
export const departmentParamsSchema = z.object({ id: idSchema });
export const chiefsParamsSchema = z.object({ user: idSchema });
export const deptUsersQuerySchema = z.object({ dept: idSchema });

/** POST /api/structure: a department under `parent`; without a parent, the type's root (only while it has none). */
export const createDepartmentBodySchema = z.object({
  type: typeSchema,
  name,
  description: z._default(description, ""),
  parent: z._default(z.nullable(idSchema), null),
});

/** PUT /api/structure: rename, describe, or move (a new `parent`) one department. */
export const updateDepartmentBodySchema = z.object({
  _id: idSchema,
  name: z.optional(name),
  description: z.optional(description),
  parent: z.optional(idSchema),
});

/** POST /api/dept_users: adds employees to a department (in the administrative type a person has one department: they move). */
export const addDeptUsersBodySchema = z.object({ dept_id: idSchema, users: userIds });
/** DELETE /api/dept_users: removes employees from a department (a removed head stops being its head). */
export const removeDeptUsersBodySchema = z.object({ dept_id: idSchema, users: userIds });
/** PUT /api/dept_users: sets the department's head, who must be one of its employees. */
export const setHeadBodySchema = z.object({ dept_id: idSchema, headUser: idSchema });
/** PUT /api/structure/clear_chief: the department has no head. */
export const clearHeadBodySchema = z.object({ dept_id: idSchema });

export type CreateDepartmentBody = z.output<typeof createDepartmentBodySchema>;
export type UpdateDepartmentBody = z.output<typeof updateDepartmentBodySchema>;
export type AddDeptUsersBody = z.output<typeof addDeptUsersBodySchema>;
export type RemoveDeptUsersBody = z.output<typeof removeDeptUsersBodySchema>;
export type SetHeadBody = z.output<typeof setHeadBodySchema>;
