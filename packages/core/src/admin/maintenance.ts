import type { Actor } from "@intranet/contracts";
import type { MaintenanceRunList, MaintenanceRunView, MaintenanceTask } from "@intranet/contracts/admin";
import { loadClient, requireAdminOf } from "../clients";
import { type EntityItem, isConditionFailure, named, writeTransaction } from "../db";
import { type JournalFact, journalCommit } from "../journal";
import { AppError, isAppError, newId } from "../platform";
import { jobScheduler } from "../scheduler";
import { db } from "./entities";
import type { MaintenanceRunEntity } from "./maintenance.entity";

type RunRecord = EntityItem<typeof MaintenanceRunEntity>;

/** The job that runs a task (functions/src/jobs/maintenance-task.ts composes the tasks' modules). */
export const MAINTENANCE_JOB = "maintenance-task";
/** A lock this old belongs to a job that died (the job's own timeout is 15 minutes). */
const STALE_AFTER_MS = 30 * 60_000;
const RUNS_SHOWN = 20;
const KEPT_SECONDS = 366 * 86_400;

function toView(record: RunRecord): MaintenanceRunView {
  return {
    runId: record.runId,
    task: record.task,
    status: record.status,
    requestedBy: {
      userId: record.requestedById,
      ...(record.requestedByFirstName ? { firstName: record.requestedByFirstName } : {}),
      ...(record.requestedByLastName ? { lastName: record.requestedByLastName } : {}),
      superadmin: record.bySuperadmin,
    },
    requestedAt: record.requestedAt,
    ...(record.startedAt ? { startedAt: record.startedAt } : {}),
    ...(record.finishedAt ? { finishedAt: record.finishedAt } : {}),
    ...(record.result ? { result: record.result as Record<string, number> } : {}),
    ...(record.error ? { error: record.error } : {}),
    ...(record.collection ? { collection: record.collection } : {}),
  };
}

/**
 * POST /api/clients/{client_id}/maintenance/{task}: records the run, takes the task's lock and
 * journals the request in ONE transaction (a task already queued or running is refused with
 * `admin.maintenance_running`), then schedules the job at once. Answers the queued run (202).
 */
export async function requestMaintenance(
  actor: Actor,
  clientId: string,
  task: Exclude<MaintenanceTask, "deleteCollection">,
): Promise<MaintenanceRunView> {
  requireAdminOf(actor, clientId);
  const client = await loadClient(clientId);
  if (client.status === "deleting") throw new AppError("clients.not_found");
  return startRun(
    actor,
    clientId,
    { task },
    {
      action: "maintenance.run",
      target: { type: "maintenance", id: "", label: task },
      detail: task,
    },
  );
}

/**
 * Records a run of `task` (with its collection, for a deletion), takes the task's lock and journals
 * `fact` (its target's id becomes the run's) in one transaction; then schedules the job.
 */
export async function startRun(
  actor: Actor,
  clientId: string,
  run: { task: MaintenanceTask; collection?: string },
  fact: JournalFact,
): Promise<MaintenanceRunView> {
  const { task } = run;
  const now = Date.now();
  const record: RunRecord = {
    clientId,
    runId: newId(),
    task,
    ...(run.collection ? { collection: run.collection } : {}),
    status: "queued",
    requestedById: actor.userId,
    ...(actor.name ? { requestedByFirstName: actor.name.firstName, requestedByLastName: actor.name.lastName } : {}),
    bySuperadmin: actor.roles.includes("superadmin"),
    requestedAt: new Date(now).toISOString(),
    expiresAt: Math.floor(now / 1000) + KEPT_SECONDS,
  };
  const outcome = await writeTransaction((entities) => [
    named(
      "lock",
      entities.maintenanceLock
        .put({ clientId, task, runId: record.runId, since: now })
        .where(({ since }, { notExists, lt }) => `${notExists(since)} OR ${lt(since, now - STALE_AFTER_MS)}`)
        .commit(),
    ),
    named("run", entities.maintenanceRun.create(record).commit()),
    journalCommit(entities, actor, clientId, {
      ...fact,
      ...(fact.target ? { target: { ...fact.target, id: fact.target.id || record.runId } } : {}),
    }),
  ]);
  if (outcome.failed("lock")) throw new AppError("admin.maintenance_running");
  if (!outcome.ok) throw new AppError("common.conflict");
  try {
    await jobScheduler().upsert({
      name: `maintenance-${record.runId}`,
      at: new Date(now).toISOString(),
      job: MAINTENANCE_JOB,
      payload: { tenantId: clientId, runId: record.runId },
      retries: 0,
    });
  } catch (error) {
    await finishRun(record, { status: "failed", error: "common.unavailable" });
    throw error;
  }
  return toView(record);
}

/** GET /api/clients/{client_id}/maintenance: the recent runs, newest first. */
export async function listMaintenanceRuns(actor: Actor, clientId: string): Promise<MaintenanceRunList> {
  requireAdminOf(actor, clientId);
  const { data } = await db()
    .entities.maintenanceRun.query.byClient({ clientId })
    .go({ order: "desc", limit: RUNS_SHOWN });
  return { runs: data.map(toView) };
}

/** What each task does for one company, answering its measures; composed by the job (functions). */
export type MaintenanceWork = Record<
  MaintenanceTask,
  (clientId: string, run: { runId: string; collection?: string }) => Promise<Record<string, number>>
>;

/**
 * The job's work: marks the run running, does the task, and ends it done (with its measures) or
 * failed (with a code), releasing the lock. A run that is no longer queued (a repeated delivery)
 * is left alone.
 */
export async function runMaintenance(
  clientId: string,
  runId: string,
  work: MaintenanceWork,
): Promise<MaintenanceRunView["status"] | "ignored"> {
  const started = await db()
    .entities.maintenanceRun.patch({ clientId, runId })
    .set({ status: "running", startedAt: new Date().toISOString() })
    .where(({ status }, { eq }) => eq(status, "queued"))
    .go({ response: "all_new" })
    .catch((error: unknown) => {
      if (isConditionFailure(error)) return undefined;
      throw error;
    });
  const record = started?.data as RunRecord | undefined;
  if (!record) return "ignored";
  try {
    const result = await work[record.task](clientId, {
      runId,
      ...(record.collection ? { collection: record.collection } : {}),
    });
    await finishRun(record, { status: "done", result });
    return "done";
  } catch (error) {
    console.error(JSON.stringify({ level: "error", msg: "maintenance failed", clientId, runId, error: String(error) }));
    await finishRun(record, { status: "failed", error: isAppError(error) ? error.code : "admin.maintenance_failed" });
    return "failed";
  }
}

async function finishRun(
  record: RunRecord,
  end: { status: "done"; result: Record<string, number> } | { status: "failed"; error: string },
): Promise<void> {
  await writeTransaction((entities) => [
    named(
      "run",
      entities.maintenanceRun
        .patch({ clientId: record.clientId, runId: record.runId })
        .set({ ...end, finishedAt: new Date().toISOString() })
        .commit(),
    ),
    named(
      "lock",
      entities.maintenanceLock
        .delete({ clientId: record.clientId, task: record.task })
        .where(({ runId }, { eq }) => eq(runId, record.runId))
        .commit(),
    ),
  ]).then(async (outcome) => {
    // The lock was taken over (this run outlived its staleness): end the run alone.
    if (!outcome.ok && outcome.failed("lock"))
      await db()
        .entities.maintenanceRun.patch({ clientId: record.clientId, runId: record.runId })
        .set({ ...end, finishedAt: new Date().toISOString() })
        .go();
  });
}
