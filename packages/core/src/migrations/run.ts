import { forEveryTenant } from "../platform";
import { db } from "./entities";
import type { DataMigration } from "./migration";
import { registeredMigrations } from "./registry";

export interface TenantMigrated {
  /** The migrations run now, with how many items each changed. */
  ran: Array<{ id: string; changed: number }>;
}

/** The ids a tenant has finished (one Query, paged by ElectroDB). */
async function finishedBy(tenantId: string): Promise<Set<string>> {
  const { data } = await db().entities.dataMigration.query.byTenant({ clientId: tenantId }).go({ pages: "all" });
  return new Set(data.map((item) => item.migrationId));
}

/**
 * Runs, for one tenant, every migration it has not finished, in order, and writes each to its
 * ledger once it finished. A failure stops this tenant's run there (a later migration may count on
 * an earlier one) and is thrown; the next run starts again from the failed one. Two runs at once
 * (a deploy's and the hourly one) do the same idempotent work twice and write the same ledger item.
 */
export async function migrateTenant(tenantId: string, migrations?: readonly DataMigration[]): Promise<TenantMigrated> {
  const all = migrations ?? (await registeredMigrations());
  const finished = await finishedBy(tenantId);
  const ran: TenantMigrated["ran"] = [];
  for (const migration of all) {
    if (finished.has(migration.id)) continue;
    const changed = await migration.run(tenantId);
    await db()
      .entities.dataMigration.put({
        clientId: tenantId,
        migrationId: migration.id,
        changed,
        finishedAt: new Date().toISOString(),
      })
      .go();
    ran.push({ id: migration.id, changed });
    console.log(JSON.stringify({ level: "info", msg: "data migration", tenantId, migration: migration.id, changed }));
  }
  return { ran };
}

/** The job's work: every tenant brought up to date, a tenant's failure logged and reported (forEveryTenant). */
export async function migrateAllTenants(
  tenantIds: () => AsyncIterable<string>,
  registered?: readonly DataMigration[],
): Promise<{ tenants: number; failed: string[] }> {
  const migrations = registered ?? (await registeredMigrations());
  if (!migrations.length) return { tenants: 0, failed: [] };
  return forEveryTenant(tenantIds, "data migration", (tenantId) => migrateTenant(tenantId, migrations));
}
