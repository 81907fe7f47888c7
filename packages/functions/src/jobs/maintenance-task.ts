import { deleteCollectionData, runMaintenance, takeInventory } from "@intranet/core/admin";
import { rebuildPeopleTallies } from "@intranet/core/analytics";
import { resyncDirectory } from "@intranet/core/audiences";
import { reindexTenant } from "@intranet/core/search";
import { collections } from "../collections";
import "../search-sources";

const sum = (counts: Record<string, number>) => Object.values(counts).reduce((total, count) => total + count, 0);

/**
 * Job `maintenance-task` (jobs.ts): one service task of a company, asked for in its admin panel
 * (payload `{ tenantId, runId }`). The tasks' modules are composed here, so the admin API's Lambda
 * loads none of them.
 */
export async function handler(payload: { tenantId?: unknown; runId?: unknown } | null) {
  const { tenantId, runId } = payload ?? {};
  if (typeof tenantId !== "string" || typeof runId !== "string") return { outcome: "ignored" };
  const outcome = await runMaintenance(tenantId, runId, {
    reindexSearch: async (clientId) => {
      const result = await reindexTenant(clientId);
      return { indexed: sum(result.indexed), removed: sum(result.removed) };
    },
    rebuildAnalytics: (clientId) => rebuildPeopleTallies(clientId),
    resyncDirectory: async (clientId) => ({ changed: await resyncDirectory(clientId) }),
    takeInventory: (clientId, { runId }) => takeInventory(clientId, runId),
    // The index then forgets what the deletion removed (its documents' sources are gone).
    deleteCollection: async (clientId, { collection = "" }) => {
      const deleted = await deleteCollectionData(clientId, collections, collection);
      const reindexed = await reindexTenant(clientId);
      return { ...deleted, removed: sum(reindexed.removed) };
    },
  });
  return { outcome };
}
