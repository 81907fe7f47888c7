import { beforeAll, describe, expect, it } from "vitest";
import type { PlatformOverview, PlatformTenantRow } from "@intranet/contracts/platform";
import { rebuildPeopleTallies } from "@intranet/core/analytics";
import { db } from "@intranet/core/db";
import { newId } from "@intranet/core/platform";
import { member, type Member } from "@intranet/core/users/test-support";
import { recurringJobs } from "@intranet/functions/jobs";
import { useTestApi } from "../testing/api";
import { expectError, ok } from "../testing/expect-http";
import { ensureTestTenant, tokenFor } from "../testing/tokens";

/**
 * The platform page's call (`GET /api/platform/overview`): the superadmin reads every company's
 * status, people and storage, the health probes and the job table; a company's admin and employee
 * are refused, and so is a call without a token.
 */
const api = useTestApi();

const TB = 1024 ** 4;

describe("the platform overview", () => {
  let bigId: string;
  let blockedId: string;
  let admin: Member, employee: Member;
  let root: { token: string };

  beforeAll(async () => {
    // A company larger than any other test's, at 95 % of its limit, with two people counted.
    bigId = await ensureTestTenant(newId(), { storageLimitBytes: 1000 * TB });
    await db()
      .entities.client.patch({ clientId: bigId })
      .set({ storageUsedBytes: 950 * TB, filesCount: 7 })
      .go();
    [admin, employee] = await Promise.all([member(bigId, { role: "admin" }), member(bigId)]);
    await rebuildPeopleTallies(bigId);
    blockedId = await ensureTestTenant(newId(), { status: "blocked" });
    root = { token: (await tokenFor({ role: "superadmin" })).token };
  });

  it("answers the superadmin: companies by status, people, storage, the largest first, health and jobs", async () => {
    const overview: PlatformOverview = await ok(api.call("GET", "/api/platform/overview", root));
    expect(Date.parse(overview.checkedAt)).not.toBeNaN();

    const { tenants, storage } = overview;
    expect(tenants.total).toBe(tenants.byStatus.active + tenants.byStatus.blocked + tenants.byStatus.deleting);
    expect(tenants.byStatus.active).toBeGreaterThanOrEqual(1);
    expect(tenants.byStatus.blocked).toBeGreaterThanOrEqual(1);
    expect(tenants.people).toBeGreaterThanOrEqual(2);
    expect(storage.usedBytes).toBeGreaterThanOrEqual(950 * TB);
    expect(storage.limitBytes).toBeGreaterThanOrEqual(1000 * TB);
    expect(storage.filesCount).toBeGreaterThanOrEqual(7);
    expect(storage.nearLimit).toBeGreaterThanOrEqual(1);

    const first: PlatformTenantRow = overview.biggest[0]!;
    expect(first).toMatchObject({ clientId: bigId, status: "active", people: 2, usedBytes: 950 * TB, filesCount: 7 });
    expect(overview.biggest.length).toBeLessThanOrEqual(10);
    const used = overview.biggest.map((row) => row.usedBytes);
    expect(used).toEqual([...used].sort((a, b) => b - a));

    // Every probe ran against the local emulators and answered; mail is said not to be probed.
    expect(Object.fromEntries(overview.health.map((item) => [item.check, item.state]))).toEqual({
      table: "ok",
      files: "ok",
      media: "ok",
      realtime: "ok",
      mail: "not_checked",
    });
    for (const item of overview.health.filter((entry) => entry.state === "ok"))
      expect(item.latencyMs).toBeGreaterThanOrEqual(0);

    // The job table as the modules declare it: recurring with their cron, timers as one-time.
    const names = overview.jobs.map((job) => job.name);
    for (const job of recurringJobs()) expect(names).toContain(job.name);
    const sweep = overview.jobs.find((job) => job.name === "sweep-uploads");
    expect(sweep?.schedule).toEqual({ cron: expect.stringMatching(/^\S+ \S+ \S+ \S+ \S+$/) });
    expect(overview.jobs.some((job) => job.schedule === "one-time")).toBe(true);
    expect(overview.jobs.find((job) => job.name === "data-migrations")?.onDeploy).toBe(true);

    // What it cost: a Query per page of companies, a BatchGet per 100 live ones.
    expect(overview.cost.tenantQueries).toBeGreaterThanOrEqual(1);
    expect(overview.cost.peopleBatchGets).toBe(Math.ceil((tenants.byStatus.active + tenants.byStatus.blocked) / 100));
  });

  it("refuses a company's admin and employee (403) and a call without a token (401)", async () => {
    expectError(await api.as(admin, "GET", "/api/platform/overview"), 403, "common.no_access");
    expectError(await api.as(employee, "GET", "/api/platform/overview"), 403, "common.no_access");
    const anonymous = await api.call("GET", "/api/platform/overview");
    expect(anonymous.status).toBe(401);
    expect(blockedId).toBeTruthy();
  });
});
