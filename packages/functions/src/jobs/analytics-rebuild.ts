import { rebuildPeopleTallies } from "@intranet/core/analytics";
import { tenantIds } from "@intranet/core/clients";
import { forEveryTenant } from "@intranet/core/platform";

/** Job `analytics-rebuild` (jobs.ts): nightly; a tenant that failed fails the run, so it is retried. */
export async function handler() {
  const result = await forEveryTenant(tenantIds, "analytics rebuild", (tenantId) => rebuildPeopleTallies(tenantId));
  console.log(JSON.stringify({ level: "info", msg: "analytics rebuild", ...result }));
  if (result.failed.length) throw new Error(`analytics rebuild failed for ${result.failed.length} tenant(s)`);
  return result;
}
