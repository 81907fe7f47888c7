import { HeadBucketCommand } from "@aws-sdk/client-s3";
import { hasRole, type Actor, type ClientStatus } from "@intranet/contracts";
import {
  platformLimits,
  type PlatformHealthCheck,
  type PlatformHealthItem,
  type PlatformJobView,
  type PlatformOverview,
  type PlatformTenantRow,
} from "@intranet/contracts/platform";
import { companyHeadcounts } from "../analytics";
import { tenantSummaryPages, type TenantSummary } from "../clients";
import { checkTableReachable } from "../db";
import { AppError, config, type JobRow } from "../platform";
import { s3 } from "../platform/s3";
import { checkRealtimeReachable } from "../realtime";

/** A probe that has not answered by then is failing: the page never waits on a hung endpoint. */
const PROBE_TIMEOUT_MS = 3_000;

async function probe(check: PlatformHealthCheck, run: () => Promise<unknown>): Promise<PlatformHealthItem> {
  const started = performance.now();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(Object.assign(new Error("probe timed out"), { name: "TimeoutError" })),
      PROBE_TIMEOUT_MS,
    );
  });
  try {
    await Promise.race([run(), timeout]);
    return { check, state: "ok", latencyMs: Math.round((performance.now() - started) * 100) / 100 };
  } catch (error) {
    const name = error instanceof AppError ? error.code : ((error as { name?: string }).name ?? "Error");
    console.error(JSON.stringify({ level: "error", msg: "platform health probe failed", check, error: String(error) }));
    return { check, state: "failing", latencyMs: Math.round((performance.now() - started) * 100) / 100, error: name };
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The platform's health, each probe one cheap real call, in parallel: the table (a GetItem of the
 * probe key), the files and the public pictures buckets (HeadBucket), the WebSocket management API
 * (a GetConnection answered 410). Mail has no such probe — its only test is sending a letter (the
 * admin panel's mail check) — so it is reported as not checked rather than guessed.
 */
export function platformHealth(): Promise<PlatformHealthItem[]> {
  return Promise.all([
    probe("table", () => checkTableReachable()),
    probe("files", () => s3().send(new HeadBucketCommand({ Bucket: config.bucketName() }))),
    probe("media", () => s3().send(new HeadBucketCommand({ Bucket: config.mediaBucketName() }))),
    probe("realtime", () => checkRealtimeReachable()),
    Promise.resolve<PlatformHealthItem>({ check: "mail", state: "not_checked" }),
  ]);
}

const row = (tenant: TenantSummary, people: number | undefined): PlatformTenantRow => ({
  clientId: tenant.clientId,
  name: tenant.name,
  workspace: tenant.workspace,
  status: tenant.status,
  people: people ?? null,
  usedBytes: tenant.storageUsedBytes,
  limitBytes: tenant.storageLimitBytes,
  filesCount: tenant.filesCount,
  createdAt: tenant.createdAt,
});

const jobView = (job: JobRow): PlatformJobView => ({
  name: job.name,
  schedule: job.schedule === "one-time" ? "one-time" : { ...job.schedule },
  description: job.description,
  retries: job.retries,
  timeoutSeconds: job.timeoutSeconds ?? 60,
  onDeploy: job.onDeploy ?? false,
});

/**
 * GET /api/platform/overview (superadmin): the companies (by status, people, storage summed, the
 * largest by storage), the health probes and the job table (`jobs`, which the functions layer owns
 * and passes in). Cost, whatever the companies hold: one Query per 1 MB page of company items
 * (hundreds of companies a page), one BatchGet of people counters per 100 live companies (four at
 * a time), four probes in parallel. No company's own data is read: storage comes from the counters
 * on its item, people from analytics' census. The answer says what it cost (`cost`).
 */
export async function platformOverview(actor: Actor, jobs: readonly JobRow[]): Promise<PlatformOverview> {
  if (!hasRole(actor, "superadmin")) throw new AppError("common.no_access");
  const checkedAt = new Date().toISOString();
  const health = platformHealth();

  const tenants: TenantSummary[] = [];
  let tenantQueries = 0;
  for await (const page of tenantSummaryPages()) {
    tenantQueries += 1;
    tenants.push(...page);
  }
  const live = tenants.filter((tenant) => tenant.status !== "deleting");
  const people = await companyHeadcounts(live.map((tenant) => tenant.clientId));

  const byStatus: Record<ClientStatus, number> = { active: 0, blocked: 0, deleting: 0 };
  const storage = { usedBytes: 0, limitBytes: 0, filesCount: 0, nearLimit: 0 };
  for (const tenant of tenants) {
    byStatus[tenant.status] += 1;
    storage.usedBytes += tenant.storageUsedBytes;
    storage.limitBytes += tenant.storageLimitBytes;
    storage.filesCount += tenant.filesCount;
    if (
      tenant.storageLimitBytes > 0 &&
      tenant.storageUsedBytes >= tenant.storageLimitBytes * platformLimits.nearLimitShare
    )
      storage.nearLimit += 1;
  }
  const biggest = [...tenants]
    .sort((a, b) => b.storageUsedBytes - a.storageUsedBytes || a.name.localeCompare(b.name))
    .slice(0, platformLimits.biggestShown)
    .map((tenant) => row(tenant, people.get(tenant.clientId)));

  return {
    checkedAt,
    tenants: {
      total: tenants.length,
      byStatus,
      people: [...people.values()].reduce((sum, count) => sum + count, 0),
      peopleUnknown: live.filter((tenant) => !people.has(tenant.clientId)).length,
    },
    storage,
    biggest,
    health: await health,
    jobs: jobs.map(jobView),
    cost: { tenantQueries, peopleBatchGets: Math.ceil(live.length / 100) },
  };
}
