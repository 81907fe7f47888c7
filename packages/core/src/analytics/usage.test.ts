import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { capture } from "../testing/capture";
import { superadminIn } from "../testing/actors";
import { useClock } from "../platform";
import { syncPeople } from "./people-sync";
import { analyticsCompany, joinDepartment, type AnalyticsCompany } from "./test-support";
import { countSession, countVisit, recordModuleVisit, recordSession, reportsOfMonth } from "./usage";
import { modulesReport, visitorsReport } from "./usage-reports";
import { member } from "../users/test-support";

const NOW = Date.parse("2026-07-15T12:00:00Z");
useClock({ now: () => new Date(NOW) });
afterAll(() => useClock());

const at = (day: string, time = "10:00") => Date.parse(`${day}T${time}:00Z`);
const minutes = 60_000;

describe("usage tallies", () => {
  let c: AnalyticsCompany;
  let ann: string;
  let ben: string;
  beforeAll(async () => {
    c = await analyticsCompany();
    ann = await c.person({ firstName: "Ann" }, { workingSince: "2020-01-01" });
    ben = await c.person({ firstName: "Ben" }, { workingSince: "2020-01-01" });
    await joinDepartment(c, c.eastId, [ann]);
    await syncPeople(c.tenantId, [ann, ben]);
    // Monday July 6th: Ann twice, Ben once; Tuesday: Ann; a report delivered twice counts once.
    await countSession(c.tenantId, ann, at("2026-07-06", "09:00"), at("2026-07-06", "09:30"));
    await countSession(c.tenantId, ann, at("2026-07-06", "13:00"), at("2026-07-06", "13:10"));
    await countSession(c.tenantId, ann, at("2026-07-06", "13:00"), at("2026-07-06", "13:10"));
    await countSession(c.tenantId, ben, at("2026-07-06", "11:00"), at("2026-07-06", "11:20"));
    await countSession(c.tenantId, ann, at("2026-07-07", "09:00"), at("2026-07-07", "09:40"));
    // June 30th (a Tuesday of week 27, whose Monday is June 29th): Ben.
    await countSession(c.tenantId, ben, at("2026-06-30", "09:00"), at("2026-06-30", "09:05"));
    await Promise.all([
      countVisit(c.tenantId, ann, "shop", at("2026-07-06", "09:10")),
      countVisit(c.tenantId, ann, "shop", at("2026-07-06", "09:10")), // the same report twice
      countVisit(c.tenantId, ann, "calendar", at("2026-07-07", "09:10")),
      countVisit(c.tenantId, ben, "shop", at("2026-07-07", "09:20")),
    ]);
  });

  it("counts sessions once, active people once a day, a week and a month", async () => {
    const report = await visitorsReport(c.admin.actor, c.tenantId, { dateFrom: "2026-07-06", dateTo: "2026-07-12" });
    expect(report.days.slice(0, 2)).toEqual([
      { date: "2026-07-06", active: 2, sessions: 3, minutes: 60 },
      { date: "2026-07-07", active: 1, sessions: 1, minutes: 40 },
    ]);
    expect(report.totals).toEqual({
      sessions: 4,
      averageSessionMinutes: 25,
      averageDaily: 0.4, // 3 person-days / 7 days
      peakDaily: 2,
      averageMonthly: 2,
    });
    expect(report.weeks).toEqual([{ week: "2026W28", active: 2 }]);
    expect(report.months).toEqual([{ month: "2026-07", active: 2 }]);
    // The comparison week (June 29th – July 5th) has Ben's session on June 30th.
    expect(report.previous).toMatchObject({ sessions: 1, averageSessionMinutes: 5, peakDaily: 1 });
    const june = await visitorsReport(c.admin.actor, c.tenantId, { dateFrom: "2026-06-29", dateTo: "2026-07-05" });
    expect(june.weeks).toEqual([{ week: "2026W27", active: 1 }]);
  });

  it("a department's usage counts its people only", async () => {
    const sales = await visitorsReport(c.admin.actor, c.tenantId, {
      dateFrom: "2026-07-06",
      dateTo: "2026-07-12",
      dept: c.salesId,
    });
    expect(sales.totals).toMatchObject({ sessions: 3, peakDaily: 1 });
    const modules = await modulesReport(c.admin.actor, c.tenantId, { dateFrom: "2026-07-06", dateTo: "2026-07-12" });
    expect(modules.total).toBe(3);
    expect(modules.modules).toEqual([
      { module: "shop", visits: 2, previous: 0 },
      { module: "calendar", visits: 1, previous: 0 },
    ]);
    expect(modules.days[0]).toEqual({ date: "2026-07-06", visits: { shop: 1 } });
    expect(modules.departments).toEqual([
      { deptId: c.salesId, name: "Sales", total: 2, visits: { shop: 1, calendar: 1 } },
    ]);
  });

  it("takes reports about oneself only, recent, and not the visiting superadmin's", async () => {
    const eve = await member(c.tenantId);
    const report = {
      sessionStart: NOW - 20 * minutes,
      currentTime: NOW - minutes,
      userId: eve.userId,
      clientId: c.tenantId,
    };
    expect((await capture(() => recordSession(eve.actor, { ...report, userId: ann }))).code).toBe("common.no_access");
    expect((await capture(() => recordSession(eve.actor, { ...report, clientId: "other" }))).code).toBe(
      "common.no_access",
    );
    expect((await capture(() => recordSession(eve.actor, { ...report, currentTime: NOW + 3_600_000 }))).code).toBe(
      "analytics.report_time",
    );
    expect(
      (await capture(() => recordSession(eve.actor, { ...report, sessionStart: NOW - 30 * 24 * 3_600_000 }))).code,
    ).toBe("analytics.report_time");
    await recordSession(eve.actor, report);
    await recordSession(eve.actor, report);
    expect(
      (await reportsOfMonth(c.tenantId, "session", "2026-07")).filter((r) => r.userId === eve.userId),
    ).toHaveLength(1);
    const visiting = await superadminIn(c.tenantId);
    await recordModuleVisit(visiting, {
      module: "shop",
      timestamp: NOW,
      user_id: visiting.userId,
      client_id: c.tenantId,
    });
    const today = await modulesReport(c.admin.actor, c.tenantId, { dateFrom: "2026-07-15", dateTo: "2026-07-15" });
    expect(today.total).toBe(0);
  });
});
