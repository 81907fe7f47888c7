import { resyncDirectory } from "@intranet/core/audiences";
import { tenantIds } from "@intranet/core/clients";
import { forEveryTenant } from "@intranet/core/platform";

/** Job `resync-directory` (jobs.ts): daily; a tenant that failed fails the run, so it is retried. */
export async function handler() {
  const result = await forEveryTenant(tenantIds, "directory re-sync", resyncDirectory);
  console.log(JSON.stringify({ level: "info", msg: "directory re-sync", ...result }));
  if (result.failed.length) throw new Error(`directory re-sync failed for ${result.failed.length} tenant(s)`);
  return result;
}
