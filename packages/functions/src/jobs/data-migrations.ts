import { tenantIds } from "@intranet/core/clients";
import { migrateAllTenants } from "@intranet/core/migrations";
import "../data-migrations";

/** Job `data-migrations` (jobs.ts): at each deploy and hourly; a tenant that failed fails the run, so it is retried. */
export async function handler() {
  const result = await migrateAllTenants(tenantIds);
  console.log(JSON.stringify({ level: "info", msg: "data migrations", ...result }));
  if (result.failed.length) throw new Error(`data migrations failed for ${result.failed.length} tenant(s)`);
  return result;
}
