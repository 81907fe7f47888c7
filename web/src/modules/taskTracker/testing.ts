/* Test support of the task tracker: fixtures and the app opened at a tracker page with the fake API's answers. */
import type { FeatureRight, UserView } from "@intranet/contracts";
import type {
  DeskSummary,
  DeskView,
  MyTaskView,
  ProjectView,
  TaskCardView,
  TaskView,
} from "@intranet/contracts/taskTracker";
import { fakeApi, type FakeRoutes } from "../../test/api";
import { chloe, startupRoutes, storeSession, userView } from "../../test/fixtures";
import { renderApp } from "../../test/renderApp";

/** Ann, an employee of Acme with the task tracker (and, with `creator`, the right to create boards). */
export const employee = (overrides: Partial<UserView> = {}) =>
  userView({ rights: ["wall", "task_tracker"] as FeatureRight[], ...overrides });
export const creator = () => employee({ rights: ["wall", "task_tracker", "desk_add"] as FeatureRight[] });

export { chloe };

export function deskSummary(overrides: Partial<DeskSummary> = {}): DeskSummary {
  return {
    _id: "d1",
    client_id: "c1",
    name: "Website relaunch",
    description: "The new public site",
    type: "open",
    status: "active",
    ownerId: "u1",
    projectId: null,
    role: "owner",
    member: true,
    favourite: false,
    createdAt: "2026-11-01T10:00:00.000Z",
    updatedAt: "2026-11-01T10:00:00.000Z",
    ...overrides,
  };
}

export function card(overrides: Partial<TaskCardView> = {}): TaskCardView {
  return {
    _id: "t1",
    deskId: "d1",
    laneId: "l1",
    rank: "a0",
    name: "Write the copy",
    authorId: "u1",
    performerId: null,
    coPerformerIds: [],
    observerIds: [],
    start: null,
    due: null,
    plannedHours: null,
    actualHours: null,
    priority: "normal",
    colour: "none",
    border: "none",
    tags: [],
    checklist: { done: 0, total: 0 },
    comments: 0,
    files: 0,
    finished: false,
    finishedAt: null,
    createdAt: "2026-11-01T10:00:00.000Z",
    updatedAt: "2026-11-01T10:00:00.000Z",
    revision: 1,
    ...overrides,
  };
}

export const lanes = [
  { _id: "l1", name: "To do" },
  { _id: "l2", name: "In progress" },
  { _id: "l3", name: "Done" },
];

export function deskView(overrides: Partial<DeskView> = {}): DeskView {
  return {
    ...deskSummary(overrides),
    admins: [],
    grants: [],
    lanes,
    cards: [],
    finishedAt: null,
    revision: 4,
    can: { view: true, edit: true, manage: true },
    ...overrides,
  };
}

export function taskView(overrides: Partial<TaskView> = {}): TaskView {
  return {
    ...card(overrides),
    deskName: "Website relaunch",
    laneName: "To do",
    description: "<p>The home page</p>",
    checklistItems: [],
    fileList: [],
    can: { view: true, edit: true, manage: true, delete: true },
    ...overrides,
  };
}

export function myTask(overrides: Partial<MyTaskView> = {}): MyTaskView {
  return {
    taskId: "t1",
    deskId: "d1",
    deskName: "Website relaunch",
    name: "Write the copy",
    role: "performer",
    due: null,
    priority: "normal",
    finished: false,
    overdue: false,
    ...overrides,
  };
}

export function projectView(overrides: Partial<ProjectView> = {}): ProjectView {
  return {
    _id: "p1",
    client_id: "c1",
    name: "Marketing",
    description: "",
    ownerId: "u1",
    deskIds: [],
    canEdit: true,
    createdAt: "2026-11-01T10:00:00.000Z",
    ...overrides,
  };
}

/** The whole app at `path`, signed in as `me` (an employee of Acme with the task tracker), with these answers. */
export function openTracker(path: string, routes: FakeRoutes = {}, me: UserView = employee()) {
  const api = fakeApi({
    ...startupRoutes(me),
    [`GET /api/user/for_client/c1`]: { body: { items: [me, chloe], cursor: null } },
    "GET /api/task_tracker/desks/c1": { body: [] },
    "GET /api/project": { body: [] },
    "GET /api/task": { body: [] },
    "GET /api/tag/c1/taskTracker": { body: { items: [] } },
    ...routes,
  });
  storeSession(me);
  const app = renderApp(path);
  return { api, app };
}
