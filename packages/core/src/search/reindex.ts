import { tenantIds } from "../clients";
import { jobScheduler } from "../scheduler";

/**
 * The search module's re-index door (DESIGN §10). Search itself is not built yet: until it is,
 * no module registers a source, and re-indexing a tenant honestly does nothing. A module with
 * searchable documents registers a source; `reindexTenant` asks each source to (re)index the
 * tenant's documents. Sources must be idempotent: re-indexing twice leaves the same index.
 */
export interface SearchSource {
  /** The module's key, e.g. "posts"; one source per module. */
  name: string;
  /** (Re)indexes every searchable document of the tenant; answers how many it indexed. */
  reindexTenant(tenantId: string): Promise<number>;
}

const sources = new Map<string, SearchSource>();

export function registerSearchSource(source: SearchSource): void {
  if (sources.has(source.name)) throw new Error(`Search source "${source.name}" is registered twice`);
  sources.set(source.name, source);
}

/** Removes a source (tests). */
export function unregisterSearchSource(name: string): void {
  sources.delete(name);
}

export const searchSources = (): string[] => [...sources.keys()];

export interface ReindexResult {
  tenantId: string;
  /** Documents indexed per source; empty while no module registered one. */
  indexed: Record<string, number>;
}

export async function reindexTenant(tenantId: string): Promise<ReindexResult> {
  const indexed: Record<string, number> = {};
  for (const source of sources.values()) indexed[source.name] = await source.reindexTenant(tenantId);
  return { tenantId, indexed };
}

/** The recurring job: every tenant, one after another (a tenant's failure is reported, the rest go on). */
export async function reindexAllTenants(): Promise<{ tenants: number; failed: string[] }> {
  let tenants = 0;
  const failed: string[] = [];
  if (sources.size === 0) return { tenants, failed }; // nothing is searchable yet: no need to visit tenants
  for await (const tenantId of tenantIds()) {
    tenants += 1;
    try {
      await reindexTenant(tenantId);
    } catch (error) {
      failed.push(tenantId);
      console.error(JSON.stringify({ level: "error", msg: "re-index failed", tenantId, error: String(error) }));
    }
  }
  return { tenants, failed };
}

/**
 * Re-indexes one tenant soon (a one-time schedule of the `reindex-tenant` job, through the
 * scheduler port): for a module whose documents changed in bulk. Same name → one schedule.
 */
export async function scheduleTenantReindex(tenantId: string, at = new Date(Date.now() + 60_000)): Promise<void> {
  await jobScheduler().upsert({
    name: `reindex-tenant-${tenantId}`,
    at: at.toISOString(),
    job: "reindex-tenant",
    payload: { tenantId },
    retries: 2,
  });
}
