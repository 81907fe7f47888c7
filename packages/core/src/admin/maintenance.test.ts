import { beforeEach, describe, expect, it } from "vitest";
import { rebuildPeopleTallies } from "../analytics";
import { resyncDirectory } from "../audiences";
import { captureEvents, captureMail, refusal } from "../clients/test-support";
import { AppError } from "../platform";
import { useScheduler, type ScheduleSpec, type SchedulerPort } from "../scheduler";
import { member } from "../users/test-support";
import { ensureTestTenant } from "../testing/actors";
import { listJournal } from "./journal-read";
import { takeInventory } from "./inventory";
import {
  listMaintenanceRuns,
  MAINTENANCE_JOB,
  requestMaintenance,
  runMaintenance,
  type MaintenanceWork,
} from "./maintenance";

const scheduled: ScheduleSpec[] = [];
/** The scheduler port as a list: EventBridge Scheduler cannot run here, the jobs' calls are what is checked. */
const recording: SchedulerPort = {
  upsert: async (spec) => void scheduled.push(spec),
  remove: async () => undefined,
};
beforeEach(() => {
  captureMail();
  captureEvents();
  scheduled.length = 0;
  useScheduler(recording);
});

const work: MaintenanceWork = {
  reindexSearch: async () => ({ indexed: 0, removed: 0 }),
  rebuildAnalytics: (clientId) => rebuildPeopleTallies(clientId),
  resyncDirectory: async (clientId) => ({ changed: await resyncDirectory(clientId) }),
  takeInventory: (clientId, { runId }) => takeInventory(clientId, runId),
  deleteCollection: async () => ({ items: 0, files: 0 }),
};

describe("the service panel's tasks", () => {
  it("queues a task once at a time, journals the request, runs it in its job and records the outcome", async () => {
    const clientId = await ensureTestTenant();
    const admin = await member(clientId, { role: "admin" });
    await member(clientId);

    const queued = await requestMaintenance(admin.actor, clientId, "rebuildAnalytics");
    expect(queued).toMatchObject({ task: "rebuildAnalytics", status: "queued", requestedBy: { userId: admin.userId } });
    expect(scheduled).toMatchObject([
      { job: MAINTENANCE_JOB, payload: { tenantId: clientId, runId: queued.runId }, retries: 0 },
    ]);
    // The same task again is refused while it waits or runs; another task is not.
    expect(await refusal(() => requestMaintenance(admin.actor, clientId, "rebuildAnalytics"))).toBe(
      "admin.maintenance_running",
    );
    const other = await requestMaintenance(admin.actor, clientId, "resyncDirectory");
    const journal = await listJournal(admin.actor, clientId, { limit: 10 });
    expect(journal.entries.map((entry) => [entry.action, entry.detail])).toEqual([
      ["maintenance.run", "resyncDirectory"],
      ["maintenance.run", "rebuildAnalytics"],
    ]);

    expect(await runMaintenance(clientId, queued.runId, work)).toBe("done");
    expect(await runMaintenance(clientId, queued.runId, work)).toBe("ignored"); // a repeated delivery
    const failing = { ...work, resyncDirectory: () => Promise.reject(new AppError("common.conflict")) };
    expect(await runMaintenance(clientId, other.runId, failing)).toBe("failed");

    const { runs } = await listMaintenanceRuns(admin.actor, clientId);
    expect(runs.map((run) => [run.task, run.status])).toEqual([
      ["resyncDirectory", "failed"],
      ["rebuildAnalytics", "done"],
    ]);
    expect(runs[0]!.error).toBe("common.conflict");
    expect(runs[1]!.result).toEqual({ synced: 2, corrected: expect.any(Number) });
    expect(runs[1]!.startedAt! <= runs[1]!.finishedAt!).toBe(true);
    // Ended runs free their task.
    expect((await requestMaintenance(admin.actor, clientId, "rebuildAnalytics")).status).toBe("queued");
  });

  it("is the company's admins' and the superadmin's only", async () => {
    const clientId = await ensureTestTenant();
    const employee = await member(clientId);
    const stranger = await member(await ensureTestTenant(), { role: "admin" });
    expect(await refusal(() => requestMaintenance(employee.actor, clientId, "reindexSearch"))).toBe("common.no_access");
    expect(await refusal(() => requestMaintenance(stranger.actor, clientId, "reindexSearch"))).toBe("common.no_access");
    expect(await refusal(() => listMaintenanceRuns(stranger.actor, clientId))).toBe("common.no_access");
    expect(scheduled).toEqual([]);
  });
});
