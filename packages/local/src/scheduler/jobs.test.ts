import { afterEach, describe, expect, it } from "vitest";
import { db } from "@intranet/core/db";
import { sweepMarker } from "@intranet/core/files";
import { actorIn, objectExists, tenantWithQuota, uploaded } from "@intranet/core/files/testing";
import { registeredMigrations } from "@intranet/core/migrations";
import { newId } from "@intranet/core/platform";
import { useScheduler } from "@intranet/core/scheduler";
import { ensureTestTenant } from "@intranet/core/testing/actors";
import {
  registerSearchSource,
  scheduleTenantReindex,
  searchSources,
  unregisterSearchSource,
} from "@intranet/core/search";
import { jobs, oneTimeJobs, recurringJobs } from "@intranet/functions/jobs";
import { LocalScheduler } from "./local-scheduler";
import { recurringScheduleName, runDeployJobs, scheduleJobTable } from "./job-table";

/** The job table run locally the way `npm start` runs it: croner + the real job handlers. */
let scheduler: LocalScheduler | undefined;
afterEach(() => {
  scheduler?.stopAll();
  for (const source of searchSources()) unregisterSearchSource(source.name);
});

describe("the job table", () => {
  it("has a handler module per job, unique names, valid retries and a schedule per kind", async () => {
    expect(new Set(jobs.map((job) => job.name)).size).toBe(jobs.length);
    for (const job of jobs) {
      expect(job.name).toMatch(/^[a-z][a-z0-9-]*$/);
      expect(job.retries).toBeGreaterThanOrEqual(0);
      expect(job.retries).toBeLessThanOrEqual(185);
      const module = (await import(`@intranet/functions/jobs/${job.name}`)) as { handler?: unknown };
      expect(typeof module.handler, job.name).toBe("function");
    }
    expect(recurringJobs().map((job) => job.name)).toEqual([
      "sweep-uploads",
      "data-migrations",
      "reindex-search",
      "analytics-rebuild",
      "resync-directory",
      "shop-awards",
    ]);
    expect(oneTimeJobs().map((job) => job.name)).toEqual([
      "reindex-tenant",
      "calendar-reminder",
      "course-deadline",
      "idp-due",
      "adaptation-step",
      "maintenance-task",
      "service-request-timer",
      "task-deadline",
      "vacation-reminder",
    ]);
  });

  it("schedules every recurring job on croner, as npm start does", async () => {
    scheduler = new LocalScheduler();
    const names = await scheduleJobTable(scheduler);
    expect(names).toEqual(recurringJobs().map(recurringScheduleName));
    for (const name of names) expect(scheduler.nextRun(name)).toBeInstanceOf(Date);
    // Hourly at :17 (UTC).
    expect(scheduler.nextRun("job-sweep-uploads")!.getUTCMinutes()).toBe(17);
  });

  it("runs the upload sweep through its job handler; a second run changes nothing more", async () => {
    scheduler = new LocalScheduler();
    await scheduleJobTable(scheduler);
    const tenant = await tenantWithQuota();
    const actor = actorIn(tenant);
    const abandoned = await uploaded(actor, { size: 64 });
    const kept = await uploaded(actor, { size: 64 });
    // Abandoned two hours ago: its pending upload and sweep marker are moved to the past.
    const { data: pending } = await db().entities.fileUpload.get({ clientId: tenant, fileId: abandoned.fileId }).go();
    const marker = sweepMarker({ ...pending!, expiresAt: pending!.expiresAt });
    const deadline = Math.floor(Date.now() / 1000) - 7200;
    await db().entities.uploadSweep.delete(marker).go();
    await db()
      .entities.uploadSweep.put(sweepMarker({ ...marker, expiresAt: deadline }))
      .go();
    await db()
      .entities.fileUpload.patch({ clientId: tenant, fileId: abandoned.fileId })
      .set({ expiresAt: deadline })
      .go();

    await scheduler.trigger("job-sweep-uploads");
    expect(await objectExists(tenant, abandoned.key)).toBe(false);
    expect(await objectExists(tenant, kept.key)).toBe(true);
    await scheduler.trigger("job-sweep-uploads");
    expect(await objectExists(tenant, kept.key)).toBe(true);
  });

  it("runs a one-time job scheduled through the port at its time, once", async () => {
    scheduler = new LocalScheduler();
    useScheduler(scheduler);
    const tenantId = await ensureTestTenant(newId());
    const calls: string[] = [];
    registerSearchSource({
      name: "probe",
      events: [],
      scopesOf: () => [],
      load: async () => [],
      async *scan(id) {
        calls.push(id);
        yield [];
      },
    });
    await scheduleTenantReindex(tenantId, new Date(Date.now() + 200));
    expect(scheduler.nextRun(`reindex-tenant-${tenantId}`)).toBeInstanceOf(Date);
    await expect.poll(() => calls, { timeout: 5_000 }).toEqual([tenantId]);
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    expect(calls).toEqual([tenantId]);
    expect(scheduler.nextRun(`reindex-tenant-${tenantId}`)).toBeNull();
  });

  it("retries a failing run as many times as asked", async () => {
    let runs = 0;
    scheduler = new LocalScheduler(async () => ({
      handler: async () => {
        runs += 1;
        if (runs < 3) throw new Error("not yet");
      },
    }));
    const errors = console.error;
    console.error = () => {};
    try {
      await scheduler.upsert({ name: "flaky", cron: "0 0 1 1 *", job: "flaky", payload: {}, retries: 2 });
      await scheduler.trigger("flaky");
    } finally {
      console.error = errors;
    }
    expect(runs).toBe(3);
  });
});

describe("the deploy's runs (data migrations)", () => {
  it("runs the onDeploy jobs once through their handlers: an announcement written before kinds takes its kind", async () => {
    const { vacanciesCompany, newVacancy } = await import("@intranet/core/vacancies/test-support");
    const { asWrittenBeforeKinds, storedPost } = await import("@intranet/core/posts/test-support");
    const c = await vacanciesCompany();
    const vacancy = await newVacancy(c.admin.actor, { title: "Night porter" });
    const { data } = await db().entities.vacancy.get({ clientId: c.tenantId, vacancyId: vacancy.id }).go();
    await asWrittenBeforeKinds(
      c.tenantId,
      data!.postId!,
      `<p>New vacancy: Night porter</p><p><a href="/vacancy/${vacancy.id}">Open the vacancy</a></p>`,
    );

    scheduler = new LocalScheduler();
    await scheduleJobTable(scheduler);
    expect(await runDeployJobs(scheduler)).toEqual(["data-migrations"]);
    expect((await storedPost(c.tenantId, data!.postId!))?.auto).toMatchObject({ kind: "vacancy.opened" });
    const { data: ledger } = await db().entities.dataMigration.query.byTenant({ clientId: c.tenantId }).go();
    // Every module's migration ran once for the company, whatever modules add later.
    const registered = (await registeredMigrations()).map((migration) => migration.id).sort();
    expect(registered).toEqual(expect.arrayContaining(["shop.auto-posts", "vacancies.auto-posts"]));
    expect(ledger.map((item) => item.migrationId).sort()).toEqual(registered);
  });
});
