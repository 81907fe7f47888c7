/**
 * Individual development plans (product-spec §2 /idp, /idp/new, /idp/{id}; §3 IDP; §4 IDP active or
 * finished; rules-calls-errors-spec §7 Development plans): a plan for one employee with tasks (due
 * dates, optionally a course to complete), notes and a change journal (docs/modules/idp.md).
 */
import * as z from "zod/mini";
import { idSchema, isoDateSchema } from "../validation";

export const idpLimits = {
  titleMax: 200,
  descriptionMax: 5_000,
  taskTitleMax: 300,
  taskTextMax: 2_000,
  noteMax: 5_000,
  /** Tasks of one plan (they live in the plan's item). */
  tasksMax: 50,
  listPage: 50,
  notesPage: 50,
  journalPage: 50,
  /** A chief's analytics reads at most this many of their people's plans. */
  teamAnalyticsMax: 200,
} as const;

export const idpStatuses = ["active", "finished"] as const;
export type IdpStatus = (typeof idpStatuses)[number];

/** The lists of /idp: mine (I am the employee), my employees' (I lead: chief, creator, observer), all (admins). */
export const idpLists = ["mine", "team", "all"] as const;
export type IdpList = (typeof idpLists)[number];

const title = (max: number) =>
  z
    .string("idp.title_required")
    .check(z.trim(), z.minLength(1, "idp.title_required"), z.maxLength(max, "idp.too_long"));
const longText = (max: number) => z._default(z.string().check(z.trim(), z.maxLength(max, "idp.too_long")), "");
const optionalPerson = z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(64, "idp.bad_person"))));
/** The plan's revision the editor saw (someone else's change meanwhile: 409 `idp.already_changed`). */
const revision = z.number().check(z.int(), z.gte(0));
/** A course to complete (the courses module's id): kept as given, its title shown when courses answer it. */
const courseId = z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(64, "idp.bad_course"))));
const dueDate = z.optional(z.nullable(isoDateSchema));

export const taskDraftSchema = z.object({
  title: title(idpLimits.taskTitleMax),
  description: longText(idpLimits.taskTextMax),
  due: dueDate,
  courseId,
});
export type TaskDraft = z.output<typeof taskDraftSchema>;

export const createPlanBodySchema = z.object({
  title: title(idpLimits.titleMax),
  description: longText(idpLimits.descriptionMax),
  employee: z
    .string("idp.employee_required")
    .check(z.trim(), z.minLength(1, "idp.employee_required"), z.maxLength(64, "idp.bad_person")),
  observer: optionalPerson,
  tasks: z._default(z.array(taskDraftSchema).check(z.maxLength(idpLimits.tasksMax, "idp.too_many_tasks")), []),
});
export type CreatePlanBody = z.output<typeof createPlanBodySchema>;

export const updatePlanBodySchema = z.object({
  title: title(idpLimits.titleMax),
  description: longText(idpLimits.descriptionMax),
  observer: optionalPerson,
  revision,
});
export type UpdatePlanBody = z.output<typeof updatePlanBodySchema>;

export const statusBodySchema = z.object({ status: z.enum(idpStatuses, "idp.bad_status"), revision });
export type StatusBody = z.output<typeof statusBodySchema>;

export const addTaskBodySchema = z.object({ task: taskDraftSchema, revision });
export const updateTaskBodySchema = z.object({ task: taskDraftSchema, revision });
export const revisionQuerySchema = z.object({ revision: z.coerce.number().check(z.int(), z.gte(0)) });

/** `POST /api/idp/finish_task` (rules spec §7): done, or open again with `done: false`. */
export const finishTaskBodySchema = z.object({
  plan: idSchema,
  task: idSchema,
  done: z._default(z.boolean(), true),
});
export type FinishTaskBody = z.output<typeof finishTaskBodySchema>;

export const noteBodySchema = z.object({
  text: z
    .string("idp.note_required")
    .check(z.trim(), z.minLength(1, "idp.note_required"), z.maxLength(idpLimits.noteMax, "idp.too_long")),
});

export const planParamsSchema = z.object({ id: idSchema });
export const taskParamsSchema = z.object({ id: idSchema, task: idSchema });
export const noteParamsSchema = z.object({ id: idSchema, note: idSchema });
export const userParamsSchema = z.object({ user: idSchema });
export const listParamsSchema = z.object({ list: z.enum(idpLists, "common.validation") });
export const listQuerySchema = z.object({
  cursor: z.optional(z.string().check(z.maxLength(2000))),
  status: z.optional(z.enum(idpStatuses, "idp.bad_status")),
});
export const pageQuerySchema = z.object({ cursor: z.optional(z.string().check(z.maxLength(2000))) });
