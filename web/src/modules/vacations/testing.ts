/* Test support of the vacations: fixtures, a fixed clock, and the app opened at /vacations with the fake API's answers. */
import type { FeatureRight, UserView } from "@intranet/contracts";
import type {
  ChartPerson,
  ChartVacation,
  LedgerEntryView,
  PersonVacationsView,
  VacationChartView,
  VacationRequestView,
  VacationView,
} from "@intranet/contracts/vacations";
import { fireEvent, screen } from "@testing-library/react";
import { vi } from "vitest";
import { fakeApi, type FakeRoutes } from "../../test/api";
import { chloe, startupRoutes, storeSession, userView, withRoles } from "../../test/fixtures";
import { renderApp } from "../../test/renderApp";

/** Ann (u1), an employee of Acme with the vacations right. */
export const employee = (overrides: Partial<UserView> = {}) =>
  userView({ rights: ["wall", "vacations"] as FeatureRight[], ...overrides });
/** Ann as HR: she plans and edits anyone's vacations. */
export const hr = () => employee({ rights: ["wall", "vacations", "vacations_edit"] as FeatureRight[] });
export const admin = () => employee({ roles: ["admin"] });
/** A platform superadmin visiting Acme: no employee there. */
export const visitor = () => withRoles(["superadmin"], { _id: "root", client_id: "$platform", rights: [] });

/** Bob Stone (u3), a third colleague. */
export const bob = userView({ _id: "u3", login: "bob", firstName: "Bob", lastName: "Stone", fullName: "Bob Stone" });
export { chloe };

/** The tests' today: Friday 20 November 2026 (jsdom runs in UTC). */
export const now = new Date("2026-11-20T08:00:00.000Z");

/** Freezes the date at `now` (timers keep running, so user events and queries work). */
export function freezeToday(): void {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(now);
}

export function vacationView(overrides: Partial<VacationView> = {}): VacationView {
  return {
    _id: "v1",
    userId: "u1",
    start: "2026-12-07",
    end: "2026-12-11",
    days: 5,
    status: "approved",
    comment: "",
    createdBy: "u1",
    decidedBy: "u2",
    reason: null,
    revision: 1,
    can: { edit: true, cancel: true, decide: false },
    ...overrides,
  };
}

export function personView(overrides: Partial<PersonVacationsView> = {}): PersonVacationsView {
  return {
    userId: "u1",
    balance: { userId: overrides.userId ?? "u1", days: 20, pending: 0 },
    vacations: [],
    settings: { dayCount: "calendar", approval: true },
    editor: false,
    ...overrides,
  };
}

export function ledgerEntry(overrides: Partial<LedgerEntryView> = {}): LedgerEntryView {
  return {
    at: "2026-01-01T00:00:00.000Z",
    kind: "allowance",
    delta: 28,
    balance: 28,
    by: "",
    note: "",
    vacationId: null,
    ...overrides,
  };
}

export const chartPerson = (user: UserView, position: string | null = null): ChartPerson => ({
  userId: user._id,
  firstName: user.firstName,
  lastName: user.lastName,
  middleName: null,
  position,
  department: "Sales",
});

export function chartVacation(overrides: Partial<ChartVacation> = {}): ChartVacation {
  return { _id: "v1", userId: "u1", start: "2026-11-16", end: "2026-11-20", days: 5, status: "approved", ...overrides };
}

export function chartView(overrides: Partial<VacationChartView> = {}): VacationChartView {
  return { from: "2026-11-01", to: "2026-11-30", people: [], vacations: [], truncated: false, ...overrides };
}

export function requestView(overrides: Partial<VacationRequestView> = {}): VacationRequestView {
  return {
    ...vacationView({ _id: "v7", userId: "u2", status: "pending", decidedBy: null, createdBy: "u2" }),
    can: { edit: false, cancel: false, decide: true },
    person: chartPerson(chloe, "Designer"),
    balance: 12,
    ...overrides,
  };
}

/** The whole app at `path`, signed in as `me`, with the module's calls answered empty unless set. */
export function openVacations(path = "/vacations", routes: FakeRoutes = {}, me: UserView = employee()) {
  const api = fakeApi({
    ...startupRoutes(me),
    "GET /api/user/for_client/c1": { body: { items: [me, chloe, bob], cursor: null } },
    "GET /api/user/vacations/mine": { body: personView({ userId: me._id }) },
    [`GET /api/user/vacations/ledger/${me._id}`]: { body: { userId: me._id, items: [] } },
    "GET /api/user/vacations/requests": { body: [] },
    "GET /api/user/vacations": ({ query }) => ({
      body: chartView({ from: query.get("from") ?? "", to: query.get("to") ?? "" }),
    }),
    "GET /api/address_book/c1/facets": { body: { departments: [], cities: [], offices: [], positions: [] } },
    ...routes,
  });
  if (me.roles.includes("superadmin")) localStorage.setItem("client_id", "c1");
  storeSession(me);
  const app = renderApp(path);
  return { api, app };
}

/**
 * Writes a day into a date field and leaves it (one change: typing key by key into a date field
 * inside a dialog loses the focus to the dialog's trap once the picker is open).
 */
export function typeDay(label: string, day: string) {
  const input = screen.getByLabelText(label);
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value: day } });
  fireEvent.blur(input);
}
