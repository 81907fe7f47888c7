/**
 * Task tracker (product-spec §2 /task-tracker/ and /desk/{_id}, §3 Task board and Task, §4 Board
 * states, §6 `task_tracker` and `desk_add`; rules-calls-errors-spec §7 Task tracker and
 * `/api/project`): boards (desks) with lanes of task cards, kanban or table, live for everyone who
 * has the board open (docs/modules/taskTracker.md).
 */
import * as z from "zod/mini";
import { grantsSchema } from "../audiences/schemas";
import { idSchema, isoDateSchema } from "../validation";

export const taskLimits = {
  nameMax: 200,
  descriptionMax: 20_000,
  deskDescriptionMax: 2_000,
  lanesMax: 30,
  laneNameMax: 60,
  adminsMax: 20,
  coPerformersMax: 10,
  observersMax: 20,
  checklistMax: 100,
  checklistTextMax: 300,
  filesMax: 10,
  commentMax: 5_000,
  commentsPage: 50,
  tagsMax: 10,
  hoursMax: 10_000,
  /** Tasks one board holds (finishing a board walks them all, in a job). */
  tasksPerDesk: 10_000,
  projectNameMax: 120,
} as const;

/**
 * Who sees a board (product-spec §3 type): `open` — everyone with the module views and comments,
 * its members edit; `active` — everyone with the module views, comments and edits; `closed` —
 * listed to everyone, opened by its members only; `hidden` — its members only, even in lists and
 * search. Members are the owner, the admins and the grants (read: view and comment; write: edit).
 */
export const deskTypes = ["open", "active", "closed", "hidden"] as const;
export type DeskType = (typeof deskTypes)[number];
/** Product-spec §4: a board is active or finished (finishing finishes its tasks; it can be restored). */
export const deskStatuses = ["active", "finished"] as const;
export type DeskStatus = (typeof deskStatuses)[number];

export const taskPriorities = ["low", "normal", "high", "critical"] as const;
export type TaskPriority = (typeof taskPriorities)[number];
/** A card's colour (background tint) and border: a named palette, so every theme can draw it. */
export const cardColours = ["none", "red", "orange", "yellow", "green", "blue", "violet", "grey"] as const;
export type CardColour = (typeof cardColours)[number];

const text = (max: number, required: string) =>
  z.string().check(z.trim(), z.minLength(1, required), z.maxLength(max, "tasks.too_long"));
const optionalLongText = (max: number) => z.optional(z.string().check(z.maxLength(max, "tasks.too_long")));
const people = (max: number) =>
  z.pipe(
    z.array(idSchema).check(z.maxLength(max, "tasks.too_many_people")),
    z.transform((ids) => [...new Set(ids)]),
  );
const hours = z.nullable(
  z.number("tasks.bad_hours").check(z.gte(0, "tasks.bad_hours"), z.lte(taskLimits.hoursMax, "tasks.bad_hours")),
);
const revision = z.number().check(z.int(), z.gte(0));

export const clientParamsSchema = z.object({ client: idSchema });
export const deskParamsSchema = z.object({ desk: idSchema });
export const laneParamsSchema = z.object({ desk: idSchema, lane: idSchema });
export const taskParamsSchema = z.object({ id: idSchema });
export const taskFileParamsSchema = z.object({ id: idSchema, file: idSchema });
export const taskCommentParamsSchema = z.object({ id: idSchema, comment: idSchema });
export const projectParamsSchema = z.object({ id: idSchema });

const deskFields = {
  name: text(taskLimits.nameMax, "tasks.name_required"),
  description: z._default(z.string().check(z.trim(), z.maxLength(taskLimits.deskDescriptionMax, "tasks.too_long")), ""),
  type: z._default(z.enum(deskTypes, "tasks.bad_type"), "open"),
  /** The project the board belongs to (none: no project). */
  projectId: z._default(z.nullable(idSchema), null),
  admins: z._default(people(taskLimits.adminsMax), []),
  /** Members: read views and comments, write edits (`none` excludes). */
  grants: z._default(grantsSchema, []),
};

/** A new board (`desk_add`): the caller owns it; lanes by name (none: To do, In progress, Done). */
export const createDeskBodySchema = z.object({
  ...deskFields,
  lanes: z.optional(
    z
      .array(text(taskLimits.laneNameMax, "tasks.name_required"))
      .check(z.minLength(1, "tasks.last_lane"), z.maxLength(taskLimits.lanesMax, "tasks.too_many_lanes")),
  ),
});
export type CreateDeskBody = z.output<typeof createDeskBodySchema>;

/** The board's settings (owner and admins), on the revision they saw. */
export const updateDeskBodySchema = z.object({ ...deskFields, revision });
export type UpdateDeskBody = z.output<typeof updateDeskBodySchema>;

export const favouriteBodySchema = z.object({ favourite: z.boolean() });

export const laneBodySchema = z.object({ name: text(taskLimits.laneNameMax, "tasks.name_required") });
/** Every lane of the board, in the new order. */
export const laneOrderBodySchema = z.object({
  order: z.array(idSchema).check(z.minLength(1), z.maxLength(taskLimits.lanesMax)),
});
/** Deleting a lane that holds tasks names the lane they go to. */
export const deleteLaneQuerySchema = z.object({ moveTo: z.optional(idSchema) });

const checklistItemSchema = z.object({
  /** Absent for a new item (the server names it). */
  id: z.optional(idSchema),
  text: text(taskLimits.checklistTextMax, "tasks.text_required"),
  done: z._default(z.boolean(), false),
});

/** A task's fields, all of them optional on an update (absent: unchanged). */
const taskFields = {
  description: optionalLongText(taskLimits.descriptionMax),
  performerId: z.optional(z.nullable(idSchema)),
  coPerformerIds: z.optional(people(taskLimits.coPerformersMax)),
  observerIds: z.optional(people(taskLimits.observersMax)),
  start: z.optional(z.nullable(isoDateSchema)),
  due: z.optional(z.nullable(isoDateSchema)),
  plannedHours: z.optional(hours),
  actualHours: z.optional(hours),
  priority: z.optional(z.enum(taskPriorities, "tasks.bad_priority")),
  checklist: z.optional(
    z.array(checklistItemSchema).check(z.maxLength(taskLimits.checklistMax, "tasks.too_many_items")),
  ),
  colour: z.optional(z.enum(cardColours, "tasks.bad_colour")),
  border: z.optional(z.enum(cardColours, "tasks.bad_colour")),
  /** Confirmed uploads of module `taskTracker` by the caller (or files the task has already). */
  files: z.optional(z.array(idSchema).check(z.maxLength(taskLimits.filesMax, "tasks.too_many_files"))),
};

type Period = { start?: string | null | undefined; due?: string | null | undefined };
const period = z.refine<Period>((task) => !task.start || !task.due || task.start <= task.due, {
  message: "tasks.bad_period",
  path: ["due"],
});

/** PUT task_tracker/{desk}/{lane}/add_task: a new card at the top of the lane. */
export const addTaskBodySchema = z
  .object({ name: text(taskLimits.nameMax, "tasks.name_required"), ...taskFields })
  .check(period);
export type AddTaskBody = z.output<typeof addTaskBodySchema>;

/** POST /api/task: the same, naming the board and the lane. */
export const createTaskBodySchema = z
  .object({
    deskId: idSchema,
    laneId: idSchema,
    name: text(taskLimits.nameMax, "tasks.name_required"),
    ...taskFields,
  })
  .check(period);
export type CreateTaskBody = z.output<typeof createTaskBodySchema>;

/** PUT /api/task/{id}: the fields that change, on the revision the editor saw; `finished` finishes or reopens. */
export const updateTaskBodySchema = z
  .object({
    name: z.optional(text(taskLimits.nameMax, "tasks.name_required")),
    ...taskFields,
    finished: z.optional(z.boolean()),
    revision,
  })
  .check(period);
export type UpdateTaskBody = z.output<typeof updateTaskBodySchema>;

/** Ticks one checklist item (no revision: ticking never conflicts with other edits). */
export const checkItemBodySchema = z.object({ done: z.boolean() });
export const checkItemParamsSchema = z.object({ id: idSchema, item: idSchema });

/**
 * PUT task_tracker/{desk}/move_task: the card goes to `laneId` between the cards `afterId` (above
 * it; null: the top) and `beforeId` (below it; null: the bottom), as the mover saw them; `fromLaneId`
 * is where the mover saw it (moved meanwhile by someone else: 409, the board reloads).
 */
export const moveTaskBodySchema = z.object({
  taskId: idSchema,
  fromLaneId: idSchema,
  laneId: idSchema,
  afterId: z._default(z.nullable(idSchema), null),
  beforeId: z._default(z.nullable(idSchema), null),
});
export type MoveTaskBody = z.output<typeof moveTaskBodySchema>;

/** My tasks across boards. */
export const myTasksQuerySchema = z.object({
  filter: z._default(z.enum(["assigned", "observing", "authored", "overdue", "finished"]), "assigned"),
});
export type MyTasksQuery = z.output<typeof myTasksQuerySchema>;

export const commentBodySchema = z.object({
  /** Rich text (sanitised on the server); `span[data-mention]` mentions notify. */
  html: z.string().check(z.maxLength(taskLimits.commentMax * 4, "tasks.too_long")),
});
export const commentsQuerySchema = z.object({ cursor: z.optional(z.string().check(z.maxLength(2000))) });

export const projectBodySchema = z.object({
  name: text(taskLimits.projectNameMax, "tasks.name_required"),
  description: z._default(z.string().check(z.trim(), z.maxLength(taskLimits.deskDescriptionMax, "tasks.too_long")), ""),
});
export type ProjectBody = z.output<typeof projectBodySchema>;
