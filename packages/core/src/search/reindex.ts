import { forEveryTenant } from "../platform";
import { jobScheduler } from "../scheduler";
import { db } from "./entities";
import { searchSources } from "./sources";
import { indexNewScopes, replaceScope } from "./write";

export interface ReindexResult {
  tenantId: string;
  /** Documents indexed per source. */
  indexed: Record<string, number>;
  /** Scopes removed per source: indexed once, gone from the module without an event reaching search. */
  removed: Record<string, number>;
}

/**
 * Rebuilds a tenant's index from the modules' data: every scope each source has is replaced (only
 * changes are written), then scopes the index holds but the source no longer has are removed.
 * Idempotent: re-indexing twice leaves the same index.
 */
export async function reindexTenant(tenantId: string): Promise<ReindexResult> {
  const indexed: Record<string, number> = {};
  const removed: Record<string, number> = {};
  for (const source of searchSources()) {
    const seen = new Set<string>();
    indexed[source.name] = 0;
    // A source the index holds nothing of yet (a new tenant, a new module) is written in bulk.
    const { data: any } = await db()
      .entities.searchDoc.query.bySource({ clientId: tenantId, source: source.name })
      .go({ limit: 1, attributes: ["scope"] });
    const fresh = any.length === 0;
    for await (const page of source.scan(tenantId)) {
      for (const { scope } of page) seen.add(scope);
      if (fresh) {
        indexed[source.name]! += await indexNewScopes(tenantId, source.name, page);
        continue;
      }
      for (const { scope, docs } of page) {
        await replaceScope(tenantId, source.name, scope, docs);
        indexed[source.name]! += docs.length;
      }
    }
    const stale = new Set<string>();
    let cursor: string | null = null;
    do {
      const page: { data: { scope: string }[]; cursor: string | null } = await db()
        .entities.searchDoc.query.bySource({ clientId: tenantId, source: source.name })
        .go({ cursor, attributes: ["scope"] });
      for (const row of page.data) if (!seen.has(row.scope)) stale.add(row.scope);
      cursor = page.cursor;
    } while (cursor);
    for (const scope of stale) await replaceScope(tenantId, source.name, scope, []);
    removed[source.name] = stale.size;
  }
  return { tenantId, indexed, removed };
}

/** The recurring job: every tenant (platform/every-tenant.ts: a tenant's failure is reported, the rest go on). */
export async function reindexAllTenants(
  tenantIds: () => AsyncIterable<string>,
): Promise<{ tenants: number; failed: string[] }> {
  if (searchSources().length === 0) return { tenants: 0, failed: [] }; // nothing is searchable: no need to visit tenants
  return forEveryTenant(tenantIds, "re-index", reindexTenant);
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
