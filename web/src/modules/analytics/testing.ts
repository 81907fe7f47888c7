/* Test support of the analytics: report fixtures, a fixed clock, and the app opened at /analytics with the fake API's answers. */
import type { ClientView, FeatureRight, UserView } from "@intranet/contracts";
import type {
  AdaptationReport,
  DemographyReport,
  DepartmentsReport,
  ModulesReport,
  PeopleRow,
  PositionsReport,
  ReportFrame,
  TurnoverReport,
  TurnoverTotals,
  VisitorsReport,
  VisitorsTotals,
} from "@intranet/contracts/analytics";
import type { CoinsAnalytics } from "@intranet/contracts/shop";
import { vi } from "vitest";
import { fakeApi, type FakeRoutes } from "../../test/api";
import { clientView, startupRoutes, storeSession, userView } from "../../test/fixtures";
import { renderApp } from "../../test/renderApp";

/** Ann (u1), an admin of Acme: she holds every right, the coin movement included. */
export const admin = () => userView({ roles: ["employee", "admin"] });
/** Ann as HR: granted the analytics right, no admin. */
export const hr = () => userView({ rights: ["wall", "analytics"] as FeatureRight[] });

/** The tests' today: Friday 20 November 2026 (UTC). */
export const now = new Date("2026-11-20T08:00:00.000Z");

/** Freezes the date at `now` (timers keep running, so user events and queries work). */
export function freezeToday(): void {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(now);
}

/** The default filters' frame: the last 12 months (December 2025 to today) against the 355 days before. */
export function frame(overrides: Partial<ReportFrame> = {}): ReportFrame {
  return {
    period: { from: "2025-12-01", to: "2026-11-20", days: 355 },
    compare: { from: "2024-12-11", to: "2025-11-30", days: 355 },
    dept: null,
    asOf: "2026-11-20",
    ...overrides,
  };
}

const totals = (overrides: Partial<TurnoverTotals> = {}): TurnoverTotals => ({
  headcountStart: 100,
  headcountEnd: 102,
  averageHeadcount: 101,
  hires: 10,
  leavers: 8,
  movedIn: 2,
  movedOut: 1,
  turnover: 12.5,
  ...overrides,
});

/** Hires down from 13, leavers up from 5, turnover up from 10%, headcount as before. */
export function turnoverReport(overrides: Partial<TurnoverReport> = {}): TurnoverReport {
  return {
    ...frame(),
    totals: totals(),
    previous: totals({ headcountEnd: 102, hires: 13, leavers: 5, turnover: 10, averageHeadcount: 100.5 }),
    months: [
      { ...totals({ hires: 6, leavers: 3, turnover: 3 }), month: "2025-12", from: "2025-12-01", to: "2025-12-31" },
      { ...totals({ hires: 4, leavers: 5, turnover: 4.9 }), month: "2026-01", from: "2026-01-01", to: "2026-01-31" },
    ],
    ...overrides,
  };
}

export function demographyReport(overrides: Partial<DemographyReport> = {}): DemographyReport {
  return {
    ...frame(),
    headcount: 40,
    gender: [
      { key: "man", count: 22 },
      { key: "woman", count: 17 },
      { key: "unknown", count: 1 },
    ],
    age: [
      { key: "under20", count: 2 },
      { key: "20-30", count: 14 },
      { key: "30-40", count: 12 },
      { key: "40-50", count: 7 },
      { key: "50+", count: 4 },
      { key: "unknown", count: 1 },
    ],
    tenure: [
      { key: "0-1", count: 9 },
      { key: "1-3", count: 15 },
      { key: "3-5", count: 8 },
      { key: "5-10", count: 5 },
      { key: "10+", count: 2 },
      { key: "unknown", count: 1 },
    ],
    averageAge: 34.5,
    averageTenure: 3.2,
    ...overrides,
  };
}

export const peopleRow = (overrides: Partial<PeopleRow> = {}): PeopleRow => ({
  headcount: 10,
  averageTenure: 2.5,
  hires: 2,
  leavers: 1,
  averageHeadcount: 10,
  turnover: 10,
  ...overrides,
});

export function positionsReport(overrides: Partial<PositionsReport> = {}): PositionsReport {
  return {
    ...frame(),
    rows: [
      { position: "Designer", ...peopleRow({ headcount: 4, hires: 1, leavers: 1, averageHeadcount: 4, turnover: 25 }) },
      { position: "Engineer", ...peopleRow({ headcount: 12, hires: 3, leavers: 1, averageHeadcount: 11 }) },
      { position: "", ...peopleRow({ headcount: 1, hires: 0, leavers: 0, averageHeadcount: 1, turnover: 0 }) },
    ],
    ...overrides,
  };
}

export function departmentsReport(overrides: Partial<DepartmentsReport> = {}): DepartmentsReport {
  return {
    ...frame(),
    total: peopleRow({ headcount: 30, hires: 6, leavers: 3, averageHeadcount: 29, turnover: 10.3 }),
    rows: [
      { deptId: "d1", name: "Sales", hasChildren: true, ...peopleRow({ headcount: 18 }) },
      { deptId: "d2", name: "Support", hasChildren: false, ...peopleRow({ headcount: 12 }) },
    ],
    ...overrides,
  };
}

const visitorsTotals = (overrides: Partial<VisitorsTotals> = {}): VisitorsTotals => ({
  sessions: 420,
  averageSessionMinutes: 12.4,
  averageDaily: 31.5,
  peakDaily: 44,
  averageMonthly: 60,
  ...overrides,
});

export function visitorsReport(overrides: Partial<VisitorsReport> = {}): VisitorsReport {
  return {
    ...frame(),
    totals: visitorsTotals(),
    previous: visitorsTotals({ sessions: 400, peakDaily: 50 }),
    days: [
      { date: "2026-11-19", active: 30, sessions: 41, minutes: 500 },
      { date: "2026-11-20", active: 33, sessions: 45, minutes: 520 },
    ],
    weeks: [{ week: "2026-W47", active: 52 }],
    months: [{ month: "2026-11", active: 60 }],
    ...overrides,
  };
}

export function modulesReport(overrides: Partial<ModulesReport> = {}): ModulesReport {
  return {
    ...frame(),
    total: 150,
    previousTotal: 120,
    modules: [
      { module: "wall", visits: 40, previous: 50 },
      { module: "address_book", visits: 90, previous: 60 },
      { module: "articles", visits: 20, previous: 10 },
      { module: "ideas", visits: 0, previous: 0 },
    ],
    days: [{ date: "2026-11-20", visits: { address_book: 5, wall: 2 } }],
    departments: [{ deptId: "d1", name: "Sales", total: 70, visits: { address_book: 50, wall: 20 } }],
    ...overrides,
  };
}

export function adaptationReport(overrides: Partial<AdaptationReport> = {}): AdaptationReport {
  return {
    ...frame(),
    available: true,
    tracks: 2,
    running: 3,
    stopped: 1,
    finished: 6,
    overdueSteps: 4,
    ...overrides,
  };
}

export function coinsReport(overrides: Partial<CoinsAnalytics> = {}): CoinsAnalytics {
  return {
    dateFrom: "2025-12-01",
    dateTo: "2026-11-20",
    issued: 500,
    spent: 320,
    withdrawn: 10,
    days: [{ date: "2026-11-20", issued: 500, spent: 320, withdrawn: 10 }],
    ...overrides,
  };
}

/** The company's structure as the facets list it: Sales with North inside, Support. */
export const facets = {
  departments: [
    { _id: "d1", name: "Sales", parent: null },
    { _id: "d3", name: "North", parent: "d1" },
    { _id: "d2", name: "Support", parent: null },
  ],
  cities: [],
  offices: [],
  positions: [],
};

/** Every report answered with its fixture unless a test sets it. */
export const reportRoutes = (): FakeRoutes => ({
  "GET /api/analytics/turnover/c1": { body: turnoverReport() },
  "GET /api/analytics/demography/c1": { body: demographyReport() },
  "GET /api/analytics/positions/c1": { body: positionsReport() },
  "GET /api/analytics/departments/c1": { body: departmentsReport() },
  "GET /api/analytics/visitors/c1": { body: visitorsReport() },
  "GET /api/analytics/modules/c1": { body: modulesReport() },
  "GET /api/analytics/adaptations/c1": { body: adaptationReport() },
  "GET /api/analytics/coins/c1": { body: coinsReport() },
  "GET /api/address_book/c1/facets": { body: facets },
});

/** The whole app at `path`, signed in as `me` in `client`, with the reports answered. */
export function openAnalytics(
  path = "/analytics",
  routes: FakeRoutes = {},
  me: UserView = admin(),
  client: ClientView = clientView(),
) {
  const api = fakeApi({ ...startupRoutes(me, client), ...reportRoutes(), ...routes });
  storeSession(me);
  const app = renderApp(path);
  return { api, app };
}
