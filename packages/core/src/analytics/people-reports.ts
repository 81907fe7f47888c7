import type { Actor } from "@intranet/contracts";
import {
  ageBands,
  genderKeys,
  tenureBands,
  type AgeBand,
  type DemographyReport,
  type DepartmentsReport,
  type PeopleRow,
  type PositionsReport,
  type ReportFrame,
  type ReportQuery,
  type TenureBand,
  type TurnoverMonth,
  type TurnoverReport,
} from "@intranet/contracts/analytics";
import { tenantOfPath } from "../platform";
import { epochDay, monthOf, monthsFrom } from "./days";
import { averageYears, flowsOf, turnoverOf, type Flows } from "./headcount";
import { periodsOf, type Periods } from "./period";
import { childrenOf, scopeOf, type Scope } from "./scope";
import { readCensus, readTally, type TallyItem } from "./tallies";

const frameOf = (periods: Periods, scope: Scope): ReportFrame => ({
  period: periods.period,
  compare: periods.compare,
  dept: scope.dept,
  asOf: periods.today,
});

/** The earliest day a report needs movement from: both periods' starts. */
const firstDay = (periods: Periods) =>
  periods.compare.from < periods.period.from ? periods.compare.from : periods.period.from;

/** A scope's movement from the first needed month on, to the last bucket (future hires included): ONE Query. */
const flowsFrom = async (clientId: string, scope: string, periods: Periods, tally = "flow"): Promise<Flows> =>
  flowsOf(await readTally(clientId, `${tally}#${scope}`, monthOf(firstDay(periods))));

async function setting(actor: Actor, client: string, query: ReportQuery) {
  const clientId = tenantOfPath(actor, client);
  const periods = periodsOf(query);
  const scope = await scopeOf(clientId, query.dept);
  return { clientId, periods, scope };
}

/** GET /api/analytics/turnover/{client}: 1 Get of the filter's department, 1 Query, 1 BatchGet. */
export async function turnoverReport(actor: Actor, client: string, query: ReportQuery): Promise<TurnoverReport> {
  const { clientId, periods, scope } = await setting(actor, client, query);
  const [census, flows] = await Promise.all([
    readCensus(clientId, [scope.scope]),
    flowsFrom(clientId, scope.scope, periods),
  ]);
  const now = census.get(scope.scope)?.counters.n ?? 0;
  const byDay = flows.get("");
  const { period } = periods;
  const months: TurnoverMonth[] = monthsFrom(period.from, period.to).map((month) => {
    const from = `${month}-01` < period.from ? period.from : `${month}-01`;
    const last = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0)).toISOString().slice(0, 10);
    const to = last > period.to ? period.to : last;
    return { month, from, to, ...turnoverOf(now, byDay, { from, to }) };
  });
  return {
    ...frameOf(periods, scope),
    totals: turnoverOf(now, byDay, period),
    previous: turnoverOf(now, byDay, periods.compare),
    months,
  };
}

/** A row of today's people in a scope or position, with the period's movement. */
function peopleRow(
  headcount: number,
  sumOfHireDays: number | undefined,
  flows: Flows,
  position: string,
  periods: Periods,
): PeopleRow {
  const totals = turnoverOf(headcount, flows.get(position), periods.period);
  return {
    headcount,
    averageTenure: averageYears(epochDay(periods.today), sumOfHireDays, headcount),
    hires: totals.hires,
    leavers: totals.leavers,
    averageHeadcount: totals.averageHeadcount,
    turnover: totals.turnover,
  };
}

const namesOf = (census: TallyItem | undefined) =>
  new Map(
    (census?.names ?? []).map((entry) => {
      const at = entry.indexOf("=");
      return [entry.slice(0, at), entry.slice(at + 1)] as const;
    }),
  );

/** GET /api/analytics/positions/{client}: every position held today or moved in the period; 1 Query, 1 BatchGet. */
export async function positionsReport(actor: Actor, client: string, query: ReportQuery): Promise<PositionsReport> {
  const { clientId, periods, scope } = await setting(actor, client, query);
  const [census, flows] = await Promise.all([
    readCensus(clientId, [scope.scope]).then((found) => found.get(scope.scope)),
    flowsFrom(clientId, scope.scope, periods, "posflow"),
  ]);
  const counters = census?.counters ?? {};
  const names = namesOf(census);
  const keys = new Set(
    Object.keys(counters)
      .filter((name) => name.startsWith("p_") && counters[name]! > 0)
      .map((name) => name.slice(2)),
  );
  // Positions with any movement since the comparison period began: their people were counted then.
  for (const key of flows.keys()) if (key) keys.add(key);
  const rows = [...keys].map((key) => ({
    position: names.get(key) ?? "",
    ...peopleRow(counters[`p_${key}`] ?? 0, counters[`ps_${key}`], flows, key, periods),
  }));
  rows.sort((a, b) => b.headcount - a.headcount || b.leavers - a.leavers || a.position.localeCompare(b.position));
  return {
    ...frameOf(periods, scope),
    rows: rows.filter((row) => row.headcount || row.hires || row.leavers || row.averageHeadcount),
  };
}

/**
 * GET /api/analytics/departments/{client}: the departments directly below the filter, each with
 * everything below it, and the filter's total: 1 Query of the structure, 1 BatchGet of the
 * census, 1 Query of movement per department (in parallel), whatever the number of people.
 */
export async function departmentsReport(actor: Actor, client: string, query: ReportQuery): Promise<DepartmentsReport> {
  const { clientId, periods, scope } = await setting(actor, client, query);
  const children = await childrenOf(clientId, scope);
  const scopes = [scope.scope, ...children.map((child) => child.deptId)];
  const [census, flows] = await Promise.all([
    readCensus(clientId, scopes),
    Promise.all(scopes.map((each) => flowsFrom(clientId, each, periods))),
  ]);
  const rowOf = (each: string, at: number) => {
    const counters = census.get(each)?.counters ?? {};
    return peopleRow(counters.n ?? 0, counters.ws, flows[at]!, "", periods);
  };
  return {
    ...frameOf(periods, scope),
    total: rowOf(scope.scope, 0),
    rows: children.map((child, at) => ({ ...child, ...rowOf(child.deptId, at + 1) })),
  };
}

/** Completed years from a YYYYMM month to today's month (the tallies keep months, not days). */
const yearsSinceMonth = (key: string, today: string) => {
  const months =
    (Number(today.slice(0, 4)) - Number(key.slice(0, 4))) * 12 + Number(today.slice(5, 7)) - Number(key.slice(4, 6));
  return Math.floor(months / 12);
};

const ageBand = (years: number): AgeBand =>
  years < 20 ? "under20" : years < 30 ? "20-30" : years < 40 ? "30-40" : years < 50 ? "40-50" : "50+";
const tenureBand = (years: number): TenureBand =>
  years < 1 ? "0-1" : years < 3 ? "1-3" : years < 5 ? "3-5" : years < 10 ? "5-10" : "10+";

/** GET /api/analytics/demography/{client}: today's people of the filter: 1 GetItem (BatchGet of one). */
export async function demographyReport(actor: Actor, client: string, query: ReportQuery): Promise<DemographyReport> {
  const { clientId, periods, scope } = await setting(actor, client, query);
  const counters = (await readCensus(clientId, [scope.scope])).get(scope.scope)?.counters ?? {};
  const headcount = counters.n ?? 0;
  const age = new Map<AgeBand, number>(ageBands.map((band) => [band, 0]));
  const tenure = new Map<TenureBand, number>(tenureBands.map((band) => [band, 0]));
  for (const [name, count] of Object.entries(counters)) {
    if (name.startsWith("b_")) {
      const band = ageBand(yearsSinceMonth(name.slice(2), periods.today));
      age.set(band, age.get(band)! + count);
    }
    if (name.startsWith("w_")) {
      const band = tenureBand(Math.max(0, yearsSinceMonth(name.slice(2), periods.today)));
      tenure.set(band, tenure.get(band)! + count);
    }
  }
  age.set("unknown", headcount - (counters.bn ?? 0));
  const today = epochDay(periods.today);
  return {
    ...frameOf(periods, scope),
    headcount,
    gender: genderKeys.map((key) => ({ key, count: counters[`g_${key}`] ?? 0 })),
    age: ageBands.map((key) => ({ key, count: age.get(key) ?? 0 })),
    tenure: tenureBands.map((key) => ({ key, count: tenure.get(key) ?? 0 })),
    averageAge: averageYears(today, counters.bs, counters.bn),
    averageTenure: averageYears(today, counters.ws, headcount),
  };
}
