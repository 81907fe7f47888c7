import { reindexTenant } from "@intranet/core/search";
import "../search-sources";

/** Job `reindex-tenant` (jobs.ts): a one-time schedule with payload `{ tenantId }`. */
export async function handler(payload: { tenantId?: unknown } | null) {
  const tenantId = payload?.tenantId;
  if (typeof tenantId !== "string" || !tenantId) return { outcome: "ignored" };
  return reindexTenant(tenantId);
}
