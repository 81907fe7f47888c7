import { beforeAll, describe, expect, it } from "vitest";
import type { DemographyReport, TurnoverReport } from "@intranet/contracts/analytics";
import { rebuildPeopleTallies, reportsOfMonth } from "@intranet/core/analytics";
import { member, type Member } from "@intranet/core/users/test-support";
import { useTestApi, type Caller, type TestApi } from "../testing/api";
import { expectError, ok } from "../testing/expect-http";
import { ensureTestTenant, tokenFor } from "../testing/tokens";
import { sheetRows } from "../testing/xlsx";

/**
 * Analytics over HTTP: usage reports (about oneself only), and the reports as admin, HR holding
 * the right, an employee without it, the superadmin inside the workspace and another tenant's admin;
 * a dismissal through the API reaches the reports through the bus, and an export holds their numbers.
 */
const api = useTestApi();
const as: TestApi["as"] = (...args) => api.as(...args);

const now = Date.now();
const month = new Date(now).toISOString().slice(0, 7);
const today = new Date(now).toISOString().slice(0, 10);
const reports = ["turnover", "demography", "positions", "departments", "visitors", "modules", "adaptations"];

describe("usage reports", () => {
  it("stores a session report per tenant with its duration, once", async () => {
    const user = await tokenFor();
    const body = { sessionStart: now - 25 * 60_000, currentTime: now, userId: user.userId, clientId: user.tenantId };
    expect((await api.call("POST", "/api/analytics/visitors", { token: user.token, body })).status).toBe(204);
    expect((await api.call("POST", "/api/analytics/visitors", { token: user.token, body })).status).toBe(204);
    const stored = await reportsOfMonth(user.tenantId!, "session", month);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ userId: user.userId, durationMs: 25 * 60_000, at: now });
  });

  it("stores module visits and refuses unknown modules", async () => {
    const user = await tokenFor();
    const visit = (module: string, timestamp = now) =>
      api.call("POST", "/api/analytics/modules", {
        token: user.token,
        body: { module, timestamp, user_id: user.userId, client_id: user.tenantId },
      });
    expect((await visit("shop")).status).toBe(204);
    expect((await visit("calendar")).status).toBe(204);
    const refused = await visit("casino");
    expect(refused.status).toBe(400);
    expect(refused.body.error.details.issues[0]).toMatchObject({ in: "body", path: "module" });
    expect((await visit("shop", now + 3_600_000)).body.error.code).toBe("analytics.report_time");
    const stored = await reportsOfMonth(user.tenantId!, "module", month);
    expect(stored.map((report) => report.module).sort()).toEqual(["calendar", "shop"]);
  });

  it("refuses reports about somebody else or another tenant, and a session ending before it starts", async () => {
    const user = await tokenFor();
    const colleague = await tokenFor({ tenantId: user.tenantId });
    const report = (body: object) => api.call("POST", "/api/analytics/visitors", { token: user.token, body });
    const base = { sessionStart: now - 1000, currentTime: now, userId: user.userId, clientId: user.tenantId };
    expect((await report({ ...base, userId: colleague.userId })).body.error.code).toBe("common.no_access");
    expect((await report({ ...base, clientId: "another" })).body.error.code).toBe("common.no_access");
    expect((await report({ ...base, currentTime: now - 2000 })).status).toBe(400);
    expect(await reportsOfMonth(user.tenantId!, "session", month)).toEqual([]);
  });
});

describe("reports", () => {
  let tenantId: string;
  let admin: Member, hr: Member, employee: Member, leaver: Member, stranger: Member;
  let superadmin: Caller;
  const path = (report: string, query = "") => `/api/analytics/${report}/${tenantId}${query}`;

  beforeAll(async () => {
    tenantId = await ensureTestTenant();
    [admin, hr, employee, leaver] = await Promise.all([
      member(tenantId, { role: "admin" }),
      member(tenantId, { role: "hr", rights: ["analytics"] }),
      member(tenantId, { rights: ["shop"] }),
      member(tenantId, { profile: { position: "Courier" } }),
    ]);
    stranger = await member(await ensureTestTenant(), { role: "admin" });
    superadmin = { token: (await tokenFor({ role: "superadmin" })).token, tenantId };
    // People written straight to the table sent no event: the rebuild (the nightly job's work) counts them.
    await rebuildPeopleTallies(tenantId);
  });

  it("answers every report to admins, HR with the right and the visiting superadmin; refuses the others", async () => {
    for (const report of reports) {
      await ok(as(admin, "GET", path(report)));
      await ok(as(hr, "GET", path(report)));
      await ok(as(superadmin, "GET", path(report)));
      expectError(await as(employee, "GET", path(report)), 403, "common.no_access");
      expectError(await as(stranger, "GET", path(report)), 403, "common.no_access");
    }
    expectError(await as(admin, "GET", path("turnover", "?dateFrom=2026-13-01")), 400, "analytics.period_invalid");
    expectError(await as(admin, "GET", path("turnover", "?dept=nowhere")), 404, "analytics.dept_not_found");
    expectError(await as(admin, "GET", "/api/analytics/export/casino/" + tenantId), 400, "common.validation");
  });

  it("a dismissal through the API reaches turnover and demography through the bus", async () => {
    const before: DemographyReport = await ok(as(admin, "GET", path("demography")));
    expect(before.headcount).toBe(4);
    await ok(as(admin, "PUT", `/api/user/delete/${leaver.userId}`, { body: { mode: "fire" } }));
    await api.bus.drain();
    const after: DemographyReport = await ok(as(hr, "GET", path("demography")));
    expect(after.headcount).toBe(3);
    const turnover: TurnoverReport = await ok(
      as(admin, "GET", path("turnover", `?dateFrom=${month}-01&dateTo=${today}`)),
    );
    expect(turnover.totals).toMatchObject({ leavers: 1, headcountEnd: 4 }); // the dismissal day is a working day
    expect(turnover.totals.turnover).toBeGreaterThan(0);
  });

  it("exports a report to Excel off the request path, with the numbers the screen shows", async () => {
    const query = `?dateFrom=${month}-01&dateTo=${today}`;
    const shown: TurnoverReport = await ok(as(admin, "GET", path("turnover", query)));
    const started = await ok(as(hr, "GET", `/api/analytics/export/turnover/${tenantId}${query}&lang=ru`), 202);
    expect(started).toMatchObject({ status: "running", kind: "analytics" });
    await api.bus.drain();
    const done = await ok(as(hr, "GET", `/api/export/${started._id}`));
    expect(done.status).toBe("done");
    const rows = await sheetRows(done.url);
    expect(rows[0]![0]).toBe("Месяц");
    const row = shown.months[0]!;
    expect(rows[1]).toEqual([
      row.month,
      row.from,
      row.to,
      row.headcountStart,
      row.headcountEnd,
      row.averageHeadcount,
      row.hires,
      row.leavers,
      row.movedIn,
      row.movedOut,
      row.turnover,
    ]);
    expectError(await as(stranger, "GET", `/api/analytics/export/turnover/${tenantId}`), 403, "common.no_access");
    expectError(await as(employee, "GET", `/api/analytics/export/turnover/${tenantId}`), 403, "common.no_access");
  });
});
