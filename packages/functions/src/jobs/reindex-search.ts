import { tenantIds } from "@intranet/core/clients";
import { reindexAllTenants } from "@intranet/core/search";
import "../search-sources";

/** Job `reindex-search` (jobs.ts): daily; a tenant that failed fails the run, so it is retried. */
export async function handler() {
  const result = await reindexAllTenants(tenantIds);
  console.log(JSON.stringify({ level: "info", msg: "search re-index", ...result }));
  if (result.failed.length) throw new Error(`re-index failed for ${result.failed.length} tenant(s)`);
  return result;
}
