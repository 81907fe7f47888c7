import {
  taskTrackerRoutes as routes,
  type AddTaskBody,
  type CreateDeskBody,
  type MoveTaskBody,
  type MyTasksQuery,
  type ProjectBody,
  type UpdateDeskBody,
  type UpdateTaskBody,
} from "@intranet/contracts/taskTracker";
import { callRoute, type RequestOptions } from "../../api/client";

export type MyTasksFilter = MyTasksQuery["filter"];

/** TanStack Query keys of the task tracker; everything under `taskTracker`. */
export const trackerKeys = {
  all: ["taskTracker"] as const,
  desks: (client: string) => ["taskTracker", "desks", client] as const,
  projects: ["taskTracker", "projects"] as const,
  myTasks: (filter: MyTasksFilter) => ["taskTracker", "myTasks", filter] as const,
  desk: (id: string) => ["taskTracker", "desk", id] as const,
  task: (id: string) => ["taskTracker", "task", id] as const,
  comments: (id: string) => ["taskTracker", "comments", id] as const,
};

/** Lists and pages show their own failures in place; forms and moves say theirs themselves. */
const quiet = { no_show: true } as const;

/** The task tracker's calls (rules-calls-errors-spec §7 Task tracker), from contracts/taskTracker/routes.ts. */
export const trackerApi = {
  desks: (client: string) => callRoute(routes.desks, { params: { client } }, quiet),
  createDesk: (client: string, body: CreateDeskBody) =>
    callRoute(routes.createDesk, { params: { client }, body }, quiet),
  desk: (desk: string) => callRoute(routes.desk, { params: { desk } }, quiet),
  updateDesk: (desk: string, body: UpdateDeskBody) => callRoute(routes.updateDesk, { params: { desk }, body }, quiet),
  favourite: (desk: string, favourite: boolean) =>
    callRoute(routes.favourite, { params: { desk }, body: { favourite } }, quiet),
  finish: (desk: string) => callRoute(routes.finish, { params: { desk } }, quiet),
  restore: (desk: string) => callRoute(routes.restore, { params: { desk } }, quiet),
  addLane: (desk: string, name: string) => callRoute(routes.addLane, { params: { desk }, body: { name } }, quiet),
  orderLanes: (desk: string, order: string[]) =>
    callRoute(routes.orderLanes, { params: { desk }, body: { order } }, quiet),
  renameLane: (desk: string, lane: string, name: string) =>
    callRoute(routes.renameLane, { params: { desk, lane }, body: { name } }, quiet),
  deleteLane: (desk: string, lane: string, moveTo: string | null) =>
    callRoute(routes.deleteLane, { params: { desk, lane }, query: moveTo ? { moveTo } : {} }, quiet),
  addTask: (desk: string, lane: string, body: AddTaskBody) =>
    callRoute(routes.addTask, { params: { desk, lane }, body }, quiet),
  moveTask: (desk: string, body: MoveTaskBody) => callRoute(routes.moveTask, { params: { desk }, body }, quiet),
  myTasks: (filter: MyTasksFilter) => callRoute(routes.myTasks, { query: { filter } }, quiet),
  task: (id: string) => callRoute(routes.task, { params: { id } }, quiet),
  updateTask: (id: string, body: UpdateTaskBody) => callRoute(routes.updateTask, { params: { id }, body }, quiet),
  deleteTask: (id: string) => callRoute(routes.deleteTask, { params: { id } }, quiet),
  checkItem: (id: string, item: string, done: boolean) =>
    callRoute(routes.checkItem, { params: { id, item }, body: { done } }, quiet),
  comments: (id: string, cursor: string | null) =>
    callRoute(routes.comments, { params: { id }, query: cursor ? { cursor } : {} }, quiet),
  comment: (id: string, html: string) => callRoute(routes.comment, { params: { id }, body: { html } }, quiet),
  deleteComment: (id: string, comment: string) => callRoute(routes.deleteComment, { params: { id, comment } }, quiet),
  file: (id: string, file: string, options?: RequestOptions) =>
    callRoute(routes.file, { params: { id, file } }, options),
  projects: () => callRoute(routes.projects, {}, quiet),
  createProject: (body: ProjectBody) => callRoute(routes.createProject, { body }, quiet),
  updateProject: (id: string, body: ProjectBody) => callRoute(routes.updateProject, { params: { id }, body }, quiet),
  deleteProject: (id: string) => callRoute(routes.deleteProject, { params: { id } }, quiet),
};
