import type { Actor } from "@intranet/contracts";
import {
  trackedModules,
  type AnalyticsPeriod,
  type ModulesReport,
  type ReportQuery,
  type TrackedModule,
  type VisitorsReport,
  type VisitorsTotals,
} from "@intranet/contracts/analytics";
import { tenantOfPath } from "../platform";
import { daysFrom, isoWeek, monthOf, monthsFrom, mondayOf } from "./days";
import { periodsOf, type Periods } from "./period";
import { childrenOf, scopeOf } from "./scope";
import { readTally } from "./tallies";

/** A scope's usage counters by name, the month buckets flattened: `s_2026-11-03`, `w_2026W45`, `m_2026-11`… */
type Usage = Map<string, number>;

const DAILY = /^([stuv])_(\d\d)(?:_(\w+))?$/;

/**
 * The scope's `usage#` (or `visits#`) buckets covering both periods (weeks from their Monday's
 * month): ONE Query.
 */
async function usageOf(clientId: string, scope: string, periods: Periods, tally = "usage"): Promise<Usage> {
  const first = periods.compare.from < periods.period.from ? periods.compare.from : periods.period.from;
  const last = periods.compare.to > periods.period.to ? periods.compare.to : periods.period.to;
  const items = await readTally(clientId, `${tally}#${scope}`, monthOf(mondayOf(first)), monthOf(last));
  const usage: Usage = new Map();
  for (const item of items)
    for (const [name, amount] of Object.entries(item.counters)) {
      const daily = DAILY.exec(name);
      const key = daily
        ? `${daily[1]}_${item.bucket}-${daily[2]}${daily[3] ? `_${daily[3]}` : ""}`
        : name === "m"
          ? `m_${item.bucket}`
          : name;
      usage.set(key, (usage.get(key) ?? 0) + amount);
    }
  return usage;
}

const round1 = (value: number) => Math.round(value * 10) / 10;
const get = (usage: Usage, key: string) => usage.get(key) ?? 0;

function visitorsTotals(usage: Usage, period: AnalyticsPeriod): VisitorsTotals {
  const days = daysFrom(period.from, period.to);
  const sessions = days.reduce((sum, day) => sum + get(usage, `s_${day}`), 0);
  const seconds = days.reduce((sum, day) => sum + get(usage, `t_${day}`), 0);
  const daily = days.map((day) => get(usage, `u_${day}`));
  const months = monthsFrom(period.from, period.to).map((month) => get(usage, `m_${month}`));
  return {
    sessions,
    averageSessionMinutes: sessions ? round1(seconds / sessions / 60) : null,
    averageDaily: round1(daily.reduce((sum, value) => sum + value, 0) / days.length),
    peakDaily: Math.max(0, ...daily),
    averageMonthly: round1(months.reduce((sum, value) => sum + value, 0) / months.length),
  };
}

/** GET /api/analytics/visitors/{client}: the filter's usage per day, week and month: ONE Query. */
export async function visitorsReport(actor: Actor, client: string, query: ReportQuery): Promise<VisitorsReport> {
  const clientId = tenantOfPath(actor, client);
  const periods = periodsOf(query);
  const scope = await scopeOf(clientId, query.dept);
  const usage = await usageOf(clientId, scope.scope, periods);
  const { period } = periods;
  const days = daysFrom(period.from, period.to);
  return {
    period,
    compare: periods.compare,
    dept: scope.dept,
    asOf: periods.today,
    totals: visitorsTotals(usage, period),
    previous: visitorsTotals(usage, periods.compare),
    days: days.map((date) => ({
      date,
      active: get(usage, `u_${date}`),
      sessions: get(usage, `s_${date}`),
      minutes: Math.round(get(usage, `t_${date}`) / 60),
    })),
    weeks: days
      .filter((day) => mondayOf(day) === day)
      .map((day) => isoWeek(day))
      .map((week) => ({ week, active: get(usage, `w_${week}`) })),
    months: monthsFrom(period.from, period.to).map((month) => ({ month, active: get(usage, `m_${month}`) })),
  };
}

const visitsIn = (usage: Usage, period: AnalyticsPeriod) => {
  const visits: Partial<Record<TrackedModule, number>> = {};
  for (const day of daysFrom(period.from, period.to))
    for (const module of trackedModules) {
      const count = get(usage, `v_${day}_${module}`);
      if (count) visits[module] = (visits[module] ?? 0) + count;
    }
  return visits;
};

const total = (visits: Partial<Record<TrackedModule, number>>) =>
  Object.values(visits).reduce((sum, count) => sum + (count ?? 0), 0);

/** A department's visits per module over whole months: only the months' totals are read (ONE Query). */
async function monthVisits(clientId: string, scope: string, period: AnalyticsPeriod) {
  const items = await readTally(
    clientId,
    `visits#${scope}`,
    monthOf(period.from),
    monthOf(period.to),
    trackedModules.map((module) => `vt_${module}`),
  );
  const visits: Partial<Record<TrackedModule, number>> = {};
  for (const item of items)
    for (const module of trackedModules) {
      const count = item.counters[`vt_${module}`] ?? 0;
      if (count) visits[module] = (visits[module] ?? 0) + count;
    }
  return visits;
}

/**
 * GET /api/analytics/modules/{client}: visits per module and day for the filter (one Query of its
 * `visits#` months), and per department below it over the period's whole months (the structure's
 * Query and one Query of month totals per department, in parallel).
 */
export async function modulesReport(actor: Actor, client: string, query: ReportQuery): Promise<ModulesReport> {
  const clientId = tenantOfPath(actor, client);
  const periods = periodsOf(query);
  const scope = await scopeOf(clientId, query.dept);
  const { period } = periods;
  const [usage, children] = await Promise.all([
    usageOf(clientId, scope.scope, periods, "visits"),
    childrenOf(clientId, scope),
  ]);
  const below = await Promise.all(children.map((child) => monthVisits(clientId, child.deptId, period)));
  const now = visitsIn(usage, period);
  const before = visitsIn(usage, periods.compare);
  return {
    period,
    compare: periods.compare,
    dept: scope.dept,
    asOf: periods.today,
    total: total(now),
    previousTotal: total(before),
    modules: trackedModules
      .map((module) => ({ module, visits: now[module] ?? 0, previous: before[module] ?? 0 }))
      .filter((row) => row.visits || row.previous)
      .sort((a, b) => b.visits - a.visits || a.module.localeCompare(b.module)),
    days: daysFrom(period.from, period.to).map((date) => ({
      date,
      visits: visitsIn(usage, { from: date, to: date, days: 1 }),
    })),
    departments: children.map((child, at) => ({
      deptId: child.deptId,
      name: child.name,
      total: total(below[at]!),
      visits: below[at]!,
    })),
  };
}
