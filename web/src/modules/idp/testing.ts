/* Test support of the development plans: fixtures and the app opened at a plans page with the fake API's answers. */
import type { UserView } from "@intranet/contracts";
import type { IdpAccessView, IdpSummary, IdpTaskView, IdpView } from "@intranet/contracts/idp";
import { fakeApi, type FakeRoutes } from "../../test/api";
import { chloe, startupRoutes, storeSession, userView } from "../../test/fixtures";
import { renderApp } from "../../test/renderApp";

/** Ann Lee (u1), an employee; Chloe Davis (u2) her chief; Bob Stone (u3) an observer. */
export const employee = (overrides: Partial<UserView> = {}) => userView(overrides);
export const bob = userView({ _id: "u3", login: "bob", firstName: "Bob", lastName: "Stone", fullName: "Bob Stone" });
export { chloe };

export function idpTask(overrides: Partial<IdpTaskView> = {}): IdpTaskView {
  return {
    _id: "t1",
    title: "Read a book on leadership",
    description: "",
    due: "2026-12-10",
    courseId: null,
    courseTitle: null,
    done: false,
    doneBy: null,
    doneAt: null,
    overdue: false,
    ...overrides,
  };
}

export function idpSummary(overrides: Partial<IdpSummary> = {}): IdpSummary {
  return {
    _id: "p1",
    client_id: "c1",
    title: "Grow into a team lead",
    status: "active",
    employeeId: "u1",
    creatorId: "u2",
    observerId: "u3",
    tasks: 2,
    tasksDone: 1,
    overdue: 0,
    nextDue: "2026-12-10",
    createdAt: "2026-11-01T09:00:00.000Z",
    updatedAt: "2026-11-02T09:00:00.000Z",
    ...overrides,
  };
}

export function idpView(overrides: Partial<IdpView> = {}): IdpView {
  return {
    ...idpSummary(overrides),
    description: "By the spring review",
    chiefIds: ["u2"],
    taskList: [
      idpTask(),
      idpTask({
        _id: "t2",
        title: "Run a retrospective",
        due: null,
        done: true,
        doneBy: "u1",
        doneAt: "2026-11-05T10:00:00.000Z",
      }),
    ],
    finishedAt: null,
    revision: 3,
    can: { edit: false, finishTasks: true, note: true, delete: false },
    ...overrides,
  };
}

export const access = (overrides: Partial<IdpAccessView> = {}): IdpAccessView => ({
  admin: false,
  chief: false,
  create: false,
  ...overrides,
});

/** The whole app at `path`, signed in as `me`, with these answers. */
export function openIdp(path: string, routes: FakeRoutes = {}, me: UserView = employee()) {
  const empty = { body: { items: [], cursor: null } };
  const api = fakeApi({
    ...startupRoutes(me),
    [`GET /api/user/for_client/c1`]: {
      body: { items: [employee(), chloe, bob].map((person) => (person._id === me._id ? me : person)), cursor: null },
    },
    "GET /api/idp/access": { body: access() },
    "GET /api/idp/plans/mine": empty,
    "GET /api/idp/plans/team": empty,
    "GET /api/idp/plans/all": empty,
    "GET /api/idp/plan/p1/notes": empty,
    "GET /api/idp/plan/p1/journal": empty,
    ...routes,
  });
  storeSession(me);
  const app = renderApp(path);
  return { api, app };
}
