import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { superadminIn } from "../testing/actors";
import { capture } from "../testing/capture";
import { seededRandom, useClock } from "../platform";
import { addInto, contribution, type Tallies } from "./contribution";
import { demographyReport, departmentsReport, positionsReport, turnoverReport } from "./people-reports";
import { peopleOf, stateOf, syncPeople } from "./people-sync";
import { rebuildPeopleTallies } from "./rebuild";
import { readTally } from "./tallies";
import { analyticsCompany, joinDepartment, setRecord, type AnalyticsCompany } from "./test-support";

const TODAY = "2026-07-15";
useClock({ now: () => new Date(`${TODAY}T12:00:00Z`) });
afterAll(() => useClock());

const june = { dateFrom: "2026-06-01", dateTo: "2026-06-30" };
const code = async (work: () => Promise<unknown>) => (await capture(work)).code;

/** The stored counters of every tally the people touch, against their recount from the people. */
async function expectTalliesEqualRecount(c: AnalyticsCompany) {
  const expected: Tallies = { counters: new Map(), names: new Map() };
  for (const person of await peopleOf(c.tenantId)) addInto(expected, contribution(stateOf(person)));
  for (const scope of ["*", c.salesId, c.eastId])
    for (const tally of [`census#${scope}`, `flow#${scope}`, `posflow#${scope}`]) {
      for (const item of await readTally(c.tenantId, tally, "")) {
        const want = Object.fromEntries(
          Object.entries(expected.counters.get(`${tally}|${item.bucket}`) ?? {}).filter(([, n]) => n !== 0),
        );
        const have = Object.fromEntries(Object.entries(item.counters).filter(([, n]) => n !== 0));
        expect(have, `${tally}|${item.bucket}`).toEqual(want);
      }
    }
}

describe("people tallies: the definitions against a fixture computed by hand", () => {
  let c: AnalyticsCompany;
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    c = await analyticsCompany();
    const add = async (name: string, position: string, record: Parameters<AnalyticsCompany["person"]>[1]) =>
      (ids[name] = await c.person({ firstName: name, position }, record));
    await add("Ann", "Engineer", { workingSince: "2020-01-10", gender: "woman", birthDate: "1990-03-20" });
    await add("Ben", "Engineer", { workingSince: "2021-03-01", gender: "man", birthDate: "2001-08-01" });
    await add("Cid", "Seller", { workingSince: "2022-05-05", gender: "man" });
    await add("Dan", "Seller", { workingSince: "2026-06-10" });
    await add("Eve", "Seller", { workingSince: "2019-01-01", gender: "woman", birthDate: "1970-07-16" });
    await add("Fay", "Engineer", { workingSince: "2026-08-01" });
    await add("Gus", "Seller", { workingSince: "2018-02-01" });
    await joinDepartment(c, c.salesId, [ids.Ann!]);
    await joinDepartment(c, c.eastId, [ids.Cid!]);
    // Everyone as they were before June; each event delivered twice.
    for (let twice = 0; twice < 2; twice++) await syncPeople(c.tenantId, Object.values(ids), "2026-05-01");
    // Eve is dismissed in May and restored: restoring undoes the dismissal.
    await setRecord(c.tenantId, ids.Eve!, { status: "fired", firedAt: "2026-05-15T10:00:00.000Z" });
    await syncPeople(c.tenantId, [ids.Eve!], "2026-05-15");
    await setRecord(c.tenantId, ids.Eve!, { status: "active", firedAt: undefined });
    await syncPeople(c.tenantId, [ids.Eve!], "2026-05-20");
    // Gus leaves on the period's first day, Dan is hired and leaves within it, Cid on its last day.
    await setRecord(c.tenantId, ids.Gus!, { status: "fired", firedAt: "2026-06-01T09:00:00.000Z" });
    await setRecord(c.tenantId, ids.Dan!, { status: "fired", firedAt: "2026-06-20T17:00:00.000Z" });
    await setRecord(c.tenantId, ids.Cid!, { status: "fired", firedAt: "2026-06-30T17:00:00.000Z" });
    for (let twice = 0; twice < 2; twice++) await syncPeople(c.tenantId, [ids.Gus!, ids.Dan!, ids.Cid!], "2026-06-30");
    // Ben moves into Sales on June 15th.
    await joinDepartment(c, c.salesId, [ids.Ben!]);
    await syncPeople(c.tenantId, [ids.Ben!], "2026-06-15");
  });

  it("turnover = leavers ÷ average daily headcount × 100, the dismissal day a working day", async () => {
    const report = await turnoverReport(c.admin.actor, c.tenantId, june);
    // Every June day: Ann, Ben, Cid (to the 30th, included), Eve = 4 × 30; Gus on the 1st; Dan the 10th–20th (11).
    expect(report.totals).toEqual({
      headcountStart: 5,
      headcountEnd: 4,
      averageHeadcount: 4.4, // 132 / 30
      hires: 1,
      leavers: 3,
      movedIn: 0,
      movedOut: 0,
      turnover: 68.18, // 3 / 4.4 × 100
    });
    expect(report.months).toHaveLength(1);
    expect(report.months[0]).toMatchObject({ month: "2026-06", from: "2026-06-01", to: "2026-06-30", leavers: 3 });
    // May (the comparison period): Ann, Ben, Cid, Eve (never gone), Gus = 5 every day, nobody left.
    expect(report.previous).toMatchObject({
      headcountStart: 5,
      headcountEnd: 5,
      averageHeadcount: 5,
      leavers: 0,
      turnover: 0,
    });
  });

  it("a department counts everything below it, and a move in is no hire", async () => {
    const sales = await turnoverReport(c.admin.actor, c.tenantId, { ...june, dept: c.salesId });
    // Ann 30 days, Cid (East, below Sales) 30 days, Ben from the 15th: 16 days → 76 / 30.
    expect(sales.totals).toEqual({
      headcountStart: 2,
      headcountEnd: 3,
      averageHeadcount: 2.53,
      hires: 0,
      leavers: 1,
      movedIn: 1,
      movedOut: 0,
      turnover: 39.47,
    });
    expect(sales.dept).toEqual({ deptId: c.salesId, name: "Sales" });
    const east = await turnoverReport(c.admin.actor, c.tenantId, { ...june, dept: c.eastId });
    expect(east.totals).toMatchObject({ averageHeadcount: 1, leavers: 1, turnover: 100 });
  });

  it("positions and departments: today's headcount and tenure, the period's movement", async () => {
    const positions = await positionsReport(c.admin.actor, c.tenantId, june);
    const byName = Object.fromEntries(positions.rows.map((row) => [row.position, row]));
    // Today (July 15th): Ann, Ben and Fay (hired ahead, August 1st) are engineers; Eve sells.
    expect(byName.Engineer).toMatchObject({ headcount: 3, hires: 0, leavers: 0 });
    expect(byName.Seller).toMatchObject({ headcount: 1, hires: 1, leavers: 3 });
    // Sellers in June: Eve 30, Cid 30, Gus 1, Dan 11 → 72 / 30 = 2.4; 3 left → 125 %.
    expect(byName.Seller).toMatchObject({ averageHeadcount: 2.4, turnover: 125 });
    const departments = await departmentsReport(c.admin.actor, c.tenantId, june);
    expect(departments.rows).toEqual([
      expect.objectContaining({ deptId: c.salesId, name: "Sales", hasChildren: true, headcount: 2, leavers: 1 }),
    ]);
    expect(departments.total).toMatchObject({ headcount: 4, leavers: 3, averageHeadcount: 4.4 });
    const below = await departmentsReport(c.admin.actor, c.tenantId, { ...june, dept: c.salesId });
    expect(below.rows).toEqual([
      expect.objectContaining({ deptId: c.eastId, hasChildren: false, headcount: 0, leavers: 1, turnover: 100 }),
    ]);
  });

  it("demography: today's people by gender, age and working time", async () => {
    const report = await demographyReport(c.admin.actor, c.tenantId, {});
    expect(report.headcount).toBe(4); // Ann, Ben, Eve, Fay
    expect(report.gender).toEqual([
      { key: "man", count: 1 },
      { key: "woman", count: 2 },
      { key: "unknown", count: 1 },
    ]);
    const age = Object.fromEntries(report.age.map((band) => [band.key, band.count]));
    // Ann 36, Ben 24, Eve 55 (by month: born July 1970), Fay unknown.
    expect(age).toEqual({ under20: 0, "20-30": 1, "30-40": 1, "40-50": 0, "50+": 1, unknown: 1 });
    const tenure = Object.fromEntries(report.tenure.map((band) => [band.key, band.count]));
    // Ann 6 years, Ben 5, Eve 7, Fay not started (0-1).
    expect(tenure).toEqual({ "0-1": 1, "1-3": 0, "3-5": 0, "5-10": 3, "10+": 0, unknown: 0 });
    expect(report.averageAge).toBeCloseTo((36.32 + 24.95 + 56.0) / 3, 0);
  });

  it("the counters equal a recount, and the rebuild repairs drift and is idempotent", async () => {
    await expectTalliesEqualRecount(c);
    // The admin's events were never delivered: the rebuild syncs them, and has nothing to correct.
    expect(await rebuildPeopleTallies(c.tenantId, TODAY)).toEqual({ synced: 1, corrected: 0 });
    const headcount = (await demographyReport(c.admin.actor, c.tenantId, {})).headcount;
    expect(headcount).toBe(5);
    // A counter that drifted (a lost write): the rebuild puts it right, a second run finds nothing.
    const { writeTransaction } = await import("../db");
    const { tallyCommits } = await import("./people-sync");
    await writeTransaction((e) =>
      tallyCommits(e, c.tenantId, { counters: new Map([["census#*|now", { n: 7, g_man: -1 }]]), names: new Map() }),
    );
    expect((await demographyReport(c.admin.actor, c.tenantId, {})).headcount).toBe(headcount + 7);
    expect((await rebuildPeopleTallies(c.tenantId, TODAY)).corrected).toBe(1);
    expect((await rebuildPeopleTallies(c.tenantId, TODAY)).corrected).toBe(0);
    expect((await demographyReport(c.admin.actor, c.tenantId, {})).headcount).toBe(headcount);
    await expectTalliesEqualRecount(c);
  });

  it("refuses a bad period, an unknown department, another tenant; the visiting superadmin reads it", async () => {
    expect(
      await code(() => turnoverReport(c.admin.actor, c.tenantId, { dateFrom: "2026-07-01", dateTo: "2026-06-01" })),
    ).toBe("analytics.period_invalid");
    expect(await code(() => turnoverReport(c.admin.actor, c.tenantId, { dateFrom: "2026-02-30" }))).toBe(
      "analytics.period_invalid",
    );
    expect(
      await code(() => turnoverReport(c.admin.actor, c.tenantId, { dateFrom: "2020-01-01", dateTo: "2026-06-30" })),
    ).toBe("analytics.period_invalid");
    expect(await code(() => turnoverReport(c.admin.actor, c.tenantId, { dept: "nope" }))).toBe(
      "analytics.dept_not_found",
    );
    expect(await code(() => turnoverReport(c.admin.actor, "another", june))).toBe("common.no_access");
    const visiting = await superadminIn(c.tenantId);
    expect((await turnoverReport(visiting, c.tenantId, june)).totals.leavers).toBe(3);
  });
});

describe("people created and then placed", () => {
  it("count in the department from their hire day the first day; a later placement is a move", async () => {
    const c = await analyticsCompany();
    const ivy = await c.person({ firstName: "Ivy" }, { workingSince: "2024-01-01" });
    await syncPeople(c.tenantId, [ivy], TODAY); // created (an HR import): no department yet
    await joinDepartment(c, c.salesId, [ivy]);
    await syncPeople(c.tenantId, [ivy], TODAY); // placed the same day
    const sales = await turnoverReport(c.admin.actor, c.tenantId, { ...june, dept: c.salesId });
    expect(sales.totals).toMatchObject({ headcountStart: 1, headcountEnd: 1, movedIn: 0 });
    await joinDepartment(c, c.eastId, [ivy]);
    await syncPeople(c.tenantId, [ivy], "2026-07-20");
    const july = { dateFrom: "2026-07-01", dateTo: "2026-07-31" };
    expect((await turnoverReport(c.admin.actor, c.tenantId, { ...july, dept: c.eastId })).totals).toMatchObject({
      headcountStart: 0,
      headcountEnd: 1,
      movedIn: 1,
    });
  });
});

describe("people tallies under a random sequence of changes", () => {
  it("stay equal to a recount, with every event delivered twice and the rebuild run twice", async () => {
    const c = await analyticsCompany();
    const people: string[] = [];
    for (let at = 0; at < 6; at++)
      people.push(
        await c.person(
          { firstName: `P${at}`, position: at % 2 ? "A" : "B" },
          { workingSince: `202${at % 5}-0${(at % 9) + 1}-15` },
        ),
      );
    await syncPeople(c.tenantId, people, "2026-01-01");
    const random = seededRandom(7);
    let day = "2026-01-01";
    for (let step = 0; step < 30; step++) {
      const who = people[random(people.length)]!;
      const roll = random(6);
      day = `2026-0${1 + Math.floor(step / 6)}-${String(1 + (step % 6) * 4).padStart(2, "0")}`;
      if (roll === 0) await setRecord(c.tenantId, who, { status: "fired", firedAt: `${day}T10:00:00.000Z` });
      else if (roll === 1) await setRecord(c.tenantId, who, { status: "active", firedAt: undefined });
      // Only active people are placed (the structure's rule): a refused placement changes nothing.
      else if (roll === 2) await joinDepartment(c, random(2) ? c.salesId : c.eastId, [who]).catch(() => undefined);
      else if (roll === 3) await setRecord(c.tenantId, who, { position: ["A", "B", "C"][random(3)] });
      else if (roll === 4) await setRecord(c.tenantId, who, { workingSince: `2025-1${random(3)}-0${1 + random(8)}` });
      else
        await setRecord(c.tenantId, who, {
          gender: random(2) ? "man" : "woman",
          birthDate: `198${random(9)}-0${1 + random(8)}-11`,
        });
      await Promise.all([syncPeople(c.tenantId, [who], day), syncPeople(c.tenantId, [who], day)]);
    }
    await expectTalliesEqualRecount(c);
    expect((await rebuildPeopleTallies(c.tenantId, day)).corrected).toBe(0);
    expect((await rebuildPeopleTallies(c.tenantId, day)).corrected).toBe(0);
    await expectTalliesEqualRecount(c);
  });
});
