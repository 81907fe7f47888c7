/* Test support of the calendar: occurrence and event fixtures, people, a fixed clock, and the app opened at the calendar. */
import type { FeatureRight, UserView } from "@intranet/contracts";
import type { DatedEntryView, EventOccurrenceView, EventRangeView, EventView } from "@intranet/contracts/calendar";
import { vi } from "vitest";
import { fakeApi, type FakeRoutes } from "../../test/api";
import { chloe, startupRoutes, storeSession, userView } from "../../test/fixtures";
import { renderApp } from "../../test/renderApp";

/** Ann, an employee of Acme who may create events. */
export const planner = (overrides: Partial<UserView> = {}) =>
  userView({ rights: ["wall", "groups", "calendar", "events_create"] as FeatureRight[], ...overrides });

export { chloe };

/** The tests' "now": Friday 20 November 2026, 08:00 UTC (jsdom runs in UTC). */
export const now = new Date("2026-11-20T08:00:00.000Z");

/** Freezes the clock at `now` (timers keep running, so user events and queries work). */
export function freezeClock(at: Date = now): void {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(at);
}

export function occurrence(overrides: Partial<EventOccurrenceView> = {}): EventOccurrenceView {
  return {
    id: "o1",
    eventId: "e1",
    name: "Design review",
    start: "2026-11-23T10:00:00.000Z",
    end: "2026-11-23T11:00:00.000Z",
    date: "2026-11-23",
    startTime: "10:00",
    endTime: "11:00",
    timeZone: "UTC",
    color: "blue",
    organizerId: "u1",
    recurring: false,
    detached: false,
    ...overrides,
  };
}

export function eventView(overrides: Partial<EventView> = {}): EventView {
  return {
    ...occurrence(overrides),
    description: "The new onboarding screens",
    link: "https://meet.example.com/review",
    comment: "Bring the mock-ups",
    members: { userIds: ["u2"], audiences: [] },
    invited: true,
    canEdit: true,
    createdAt: "2026-11-01T10:00:00.000Z",
    updatedAt: "2026-11-01T10:00:00.000Z",
    ...overrides,
  };
}

/** A weekly series on Mondays (ten times) from 16 November; `o3` is its 23 November occurrence. */
export const weeklyEvent = (overrides: Partial<EventView> = {}) =>
  eventView({
    id: "o3",
    recurring: true,
    repeat: { period: "week", interval: 1, weekdays: ["MO"], count: 10 },
    seriesDate: "2026-11-16",
    occurrences: 10,
    ...overrides,
  });

export const range = (
  items: EventOccurrenceView[],
  truncated = false,
  dated: DatedEntryView[] = [],
): EventRangeView => ({
  from: "2026-10-26",
  to: "2026-12-06",
  items,
  truncated,
  dated,
});

/** A task's deadline the task tracker marks in Ann's calendar. */
export const deadline = (overrides: Partial<DatedEntryView> = {}): DatedEntryView => ({
  source: "taskTracker",
  id: "t1",
  kind: "deadline",
  title: "Ship the beta",
  day: "2026-11-18",
  endDay: "2026-11-18",
  path: "/desk/d1?task=t1",
  overdue: false,
  tentative: false,
  ...overrides,
});

/** The route of Ann's events for a range (the query is not part of the key). */
export const mineRoute = (me = "u1") => `GET /api/user/c1/events/access_for/${me}`;
export const companyRoute = "GET /api/event/byClient/c1";

/** The whole app at `path`, signed in as `me` (a planner of Acme by default), with these answers. */
export function openCalendar(path: string, routes: FakeRoutes = {}, me: UserView = planner()) {
  const api = fakeApi({
    ...startupRoutes(me),
    [`GET /api/user/for_client/c1`]: { body: { items: [me, chloe], cursor: null } },
    [`GET /api/address_book/c1/facets`]: {
      body: { departments: [{ _id: "d1", name: "Design" }], cities: [], offices: [], positions: [] },
    },
    [mineRoute(me._id)]: { body: range([]) },
    ...routes,
  });
  storeSession(me);
  const app = renderApp(path);
  return { api, app };
}
