/* Test support of the adaptation: fixtures and the app opened at an adaptation page with the fake API's answers. */
import type { FeatureRight, UserView } from "@intranet/contracts";
import type {
  AdaptSummary,
  AdaptView,
  PlanStepView,
  StepView,
  TrackSummary,
  TrackView,
} from "@intranet/contracts/adaptation";
import { fakeApi, type FakeRoutes } from "../../test/api";
import { chloe, startupRoutes, storeSession, userView } from "../../test/fixtures";
import { renderApp } from "../../test/renderApp";

/** Ann, an employee of Acme with the adaptation right (a newcomer in these tests). */
export const employee = (overrides: Partial<UserView> = {}) =>
  userView({ rights: ["wall", "adaptation"] as FeatureRight[], ...overrides });
export const admin = () => employee({ roles: ["admin"] });

/** Bob Stone (u3), a third colleague: a mentor or an HR in these tests. */
export const bob = userView({ _id: "u3", login: "bob", firstName: "Bob", lastName: "Stone", fullName: "Bob Stone" });

export { chloe };

export function stepView(overrides: Partial<StepView> = {}): StepView {
  return {
    _id: "s1",
    kind: "task",
    name: "Meet the team",
    text: "",
    daysBeforeRun: 0,
    daysToComplete: 3,
    notify: true,
    check: false,
    amount: 0,
    achievementId: null,
    articleId: null,
    url: null,
    pollId: null,
    ...overrides,
  };
}

export function planStep(overrides: Partial<PlanStepView> = {}): PlanStepView {
  return {
    ...stepView(overrides),
    state: "open",
    opensOn: "2026-11-02",
    dueOn: "2026-11-05",
    overdue: false,
    doneAt: null,
    doneBy: null,
    ...overrides,
  };
}

export function adaptSummary(overrides: Partial<AdaptSummary> = {}): AdaptSummary {
  return {
    _id: "a1",
    client_id: "c1",
    trackId: "t1",
    trackName: "Welcome to Acme",
    scenarioId: "sc1",
    userId: "u1",
    mentorId: "u2",
    chiefId: null,
    hrId: "u3",
    status: "running",
    startDay: "2026-11-02",
    progress: { done: 1, total: 4, overdue: 0 },
    next: { name: "Read the handbook", opensOn: "2026-11-09" },
    finishedAt: null,
    ...overrides,
  };
}

export function adaptView(overrides: Partial<AdaptView> = {}): AdaptView {
  return {
    ...adaptSummary(overrides),
    stages: [
      {
        _id: "st1",
        name: "First week",
        steps: [
          planStep({ _id: "s1", name: "Meet the team" }),
          planStep({ _id: "s2", name: "Set up the laptop", check: true, state: "review" }),
          planStep({
            _id: "s3",
            name: "Lunch with the mentor",
            state: "done",
            doneAt: "2026-11-02T12:00:00.000Z",
            doneBy: "u1",
          }),
        ],
      },
      {
        _id: "st2",
        name: "First month",
        steps: [
          planStep({
            _id: "s4",
            kind: "article",
            articleId: "ar1",
            name: "Read the handbook",
            state: "locked",
            opensOn: "2026-11-09",
            dueOn: "2026-11-12",
          }),
        ],
      },
    ],
    roles: ["newcomer"],
    can: { finish: true, manage: false, track: false },
    today: "2026-11-03",
    revision: 3,
    ...overrides,
  };
}

export function trackSummary(overrides: Partial<TrackSummary> = {}): TrackSummary {
  return {
    _id: "t1",
    client_id: "c1",
    name: "Welcome to Acme",
    description: "The first three months",
    active: true,
    hrIds: ["u3"],
    counts: { running: 2, stopped: 0, finished: 5 },
    steps: 4,
    updatedAt: "2026-11-01T10:00:00.000Z",
    ...overrides,
  };
}

export function trackView(overrides: Partial<TrackView> = {}): TrackView {
  return {
    ...trackSummary(overrides),
    scenarios: [
      {
        _id: "sc1",
        name: "Office",
        stages: [
          {
            _id: "st1",
            name: "First week",
            steps: [stepView({ _id: "s1" }), stepView({ _id: "s2", name: "Get a badge" })],
          },
          { _id: "st2", name: "First month", steps: [] },
        ],
      },
    ],
    settings: { awardDays: [], polls: [] },
    revision: 7,
    inProgress: false,
    can: { edit: true, delete: true },
    ...overrides,
  };
}

/** The whole app at `path`, signed in as `me` (an employee of Acme with the adaptation right), with these answers. */
export function openAdaptation(path: string, routes: FakeRoutes = {}, me: UserView = employee()) {
  const empty = { body: { items: [], cursor: null } };
  const api = fakeApi({
    ...startupRoutes(me),
    [`GET /api/user/for_client/c1`]: { body: { items: [me, chloe, bob], cursor: null } },
    [`GET /api/adaptation/list_for/${me._id}`]: { body: [] },
    [`GET /api/adaptation/on/${me._id}/as/mentor`]: empty,
    [`GET /api/adaptation/on/${me._id}/as/chief`]: empty,
    [`GET /api/adaptation/on/${me._id}/as/hr`]: empty,
    "GET /api/adaptation/tracks/c1": { body: [] },
    "GET /api/shop/achievements/c1": { body: { items: [] } },
    ...routes,
  });
  storeSession(me);
  const app = renderApp(path);
  return { api, app };
}
