import type { AgeBand, GenderKey, TenureBand, TrackedModule } from "./schemas";

/** A period of UTC days, both ends included. */
export interface AnalyticsPeriod {
  from: string;
  to: string;
  days: number;
}

/** What every report was computed for. */
export interface ReportFrame {
  period: AnalyticsPeriod;
  /** The comparison period (same length): the KPI cards' "change". */
  compare: AnalyticsPeriod;
  /** The department filter (with everything below it), or null for the whole company. */
  dept: { deptId: string; name: string } | null;
  /** Today (UTC): snapshots such as demography are as of this day. */
  asOf: string;
}

/**
 * Turnover over a period (product-spec §9): leavers ÷ average headcount × 100. Headcount on a day
 * counts everyone hired on or before it and not gone before it (the dismissal day is a working
 * day); the average is over the period's days. `turnover` is null when nobody was employed.
 */
export interface TurnoverTotals {
  headcountStart: number;
  headcountEnd: number;
  averageHeadcount: number;
  hires: number;
  leavers: number;
  /** People who came from or went to another department (or position) without leaving the company. */
  movedIn: number;
  movedOut: number;
  turnover: number | null;
}

export interface TurnoverMonth extends TurnoverTotals {
  /** YYYY-MM; `from`/`to` clip it to the period. */
  month: string;
  from: string;
  to: string;
}

export interface TurnoverReport extends ReportFrame {
  totals: TurnoverTotals;
  previous: TurnoverTotals;
  months: TurnoverMonth[];
}

export interface Count<K extends string> {
  key: K;
  count: number;
}

/** Demography of the people employed today (a snapshot: it has no period). */
export interface DemographyReport extends ReportFrame {
  headcount: number;
  gender: Array<Count<GenderKey>>;
  age: Array<Count<AgeBand>>;
  tenure: Array<Count<TenureBand>>;
  /** In years, one decimal; null when nobody's birth date (or hire day) is known. */
  averageAge: number | null;
  averageTenure: number | null;
}

/** One row of the positions and departments tables: today's headcount, the period's movement. */
export interface PeopleRow {
  headcount: number;
  /** Years since the hire day, averaged over today's people (one decimal); null without people. */
  averageTenure: number | null;
  hires: number;
  leavers: number;
  averageHeadcount: number;
  turnover: number | null;
}

export interface PositionRow extends PeopleRow {
  /** The position as the profiles write it; "" for people without one. */
  position: string;
}

export interface PositionsReport extends ReportFrame {
  rows: PositionRow[];
}

export interface DepartmentRow extends PeopleRow {
  deptId: string;
  name: string;
  /** It has departments below it (the table can drill down). */
  hasChildren: boolean;
}

/** The departments directly below the filter (or the top ones), each with everything below it; and the total. */
export interface DepartmentsReport extends ReportFrame {
  total: PeopleRow;
  rows: DepartmentRow[];
}

/** Usage over a period: session reports (10 minutes idle end a session). */
export interface VisitorsTotals {
  sessions: number;
  /** Average session length in minutes (one decimal); null without sessions. */
  averageSessionMinutes: number | null;
  /** Daily active people, averaged over the period's days. */
  averageDaily: number;
  /** Most daily active people on one day. */
  peakDaily: number;
  /** Distinct active people of each calendar month that the period touches, averaged. */
  averageMonthly: number;
}

export interface VisitorsDay {
  date: string;
  active: number;
  sessions: number;
  minutes: number;
}

export interface VisitorsReport extends ReportFrame {
  totals: VisitorsTotals;
  previous: VisitorsTotals;
  days: VisitorsDay[];
  /** ISO weeks (YYYYWww, e.g. 2026W05) that start in the period, with their distinct active people. */
  weeks: Array<{ week: string; active: number }>;
  /** Calendar months the period touches, with their distinct active people. */
  months: Array<{ month: string; active: number }>;
}

export interface ModuleVisits {
  module: TrackedModule;
  visits: number;
  previous: number;
}

export interface ModulesReport extends ReportFrame {
  total: number;
  previousTotal: number;
  modules: ModuleVisits[];
  /** Visits per day, by module (modules without visits that day are left out). */
  days: Array<{ date: string; visits: Partial<Record<TrackedModule, number>> }>;
  /** The departments directly below the filter (or the top ones): their visits by module over the period's whole months. */
  departments: Array<{ deptId: string; name: string; total: number; visits: Partial<Record<TrackedModule, number>> }>;
}

/** The adaptation module's company counts; `available` is false when the company has it switched off. */
export interface AdaptationReport extends ReportFrame {
  available: boolean;
  tracks: number;
  running: number;
  stopped: number;
  finished: number;
  overdueSteps: number;
}
