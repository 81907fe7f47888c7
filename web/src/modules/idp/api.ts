import {
  idpRoutes as routes,
  type CreatePlanBody,
  type FinishTaskBody,
  type IdpList,
  type IdpStatus,
  type StatusBody,
  type TaskDraft,
  type UpdatePlanBody,
} from "@intranet/contracts/idp";
import { coursesRoutes } from "@intranet/contracts/courses";
import { callRoute } from "../../api/client";

/** TanStack Query keys of the plans; everything under `idp`. */
export const idpKeys = {
  all: ["idp"] as const,
  access: () => ["idp", "access"] as const,
  list: (list: IdpList, status: IdpStatus | null) => ["idp", "list", list, status] as const,
  analytics: () => ["idp", "analytics"] as const,
  plan: (id: string) => ["idp", "plan", id] as const,
  notes: (id: string) => ["idp", "notes", id] as const,
  journal: (id: string) => ["idp", "journal", id] as const,
  courses: () => ["idp", "courses"] as const,
};

/** Lists and pages show their own failures in place; forms and actions say theirs themselves. */
const quiet = { no_show: true } as const;
const page = (cursor: string | null) => (cursor ? { cursor } : {});

/** The plans' calls (rules-calls-errors-spec §7 Development plans), from contracts/idp/routes.ts. */
export const idpApi = {
  access: () => callRoute(routes.access, {}, quiet),
  plans: (list: IdpList, status: IdpStatus | null, cursor: string | null) =>
    callRoute(routes.plans, { params: { list }, query: { ...page(cursor), ...(status ? { status } : {}) } }, quiet),
  analytics: () => callRoute(routes.analytics, {}, quiet),
  create: (body: CreatePlanBody) => callRoute(routes.create, { body }, quiet),
  plan: (id: string) => callRoute(routes.plan, { params: { id } }, { ...quiet, navigation: true }),
  update: (id: string, body: UpdatePlanBody) => callRoute(routes.update, { params: { id }, body }, quiet),
  status: (id: string, body: StatusBody) => callRoute(routes.status, { params: { id }, body }, quiet),
  remove: (id: string) => callRoute(routes.remove, { params: { id } }, quiet),
  addTask: (id: string, task: TaskDraft, revision: number) =>
    callRoute(routes.addTask, { params: { id }, body: { task, revision } }, quiet),
  updateTask: (id: string, taskId: string, task: TaskDraft, revision: number) =>
    callRoute(routes.updateTask, { params: { id, task: taskId }, body: { task, revision } }, quiet),
  deleteTask: (id: string, taskId: string, revision: number) =>
    callRoute(routes.deleteTask, { params: { id, task: taskId }, query: { revision } }, quiet),
  finishTask: (body: FinishTaskBody) => callRoute(routes.finishTask, { body }, quiet),
  notes: (id: string, cursor: string | null) => callRoute(routes.notes, { params: { id }, query: page(cursor) }, quiet),
  addNote: (id: string, text: string) => callRoute(routes.addNote, { params: { id }, body: { text } }, quiet),
  deleteNote: (id: string, note: string) => callRoute(routes.deleteNote, { params: { id, note } }, quiet),
  /** The company's published courses a task may name (course admins; anyone else is refused: the id is typed). */
  courses: () => callRoute(coursesRoutes.list, { query: { scope: "all", status: "published" } }, quiet),
  journal: (id: string, cursor: string | null) =>
    callRoute(routes.journal, { params: { id }, query: page(cursor) }, quiet),
};
