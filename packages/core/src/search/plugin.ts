import type { ModulePlugin } from "../platform";

/**
 * Search: the nightly re-index of every tenant, and one tenant's soon after its documents changed
 * in bulk. Its subscriber's row gathers every module's searchEvents
 * (functions/src/subscriptions.ts).
 */
export const plugin = {
  jobs: [
    {
      name: "reindex-search",
      schedule: { cron: "40 2 * * *" },
      retries: 2,
      timeoutSeconds: 900,
      description: "Re-indexes every tenant's searchable sources (core/search/reindex.ts; none until search lands)",
    },
    {
      name: "reindex-tenant",
      schedule: "one-time",
      retries: 2,
      timeoutSeconds: 900,
      description: "Re-indexes one tenant, e.g. soon after a module's documents changed in bulk (payload { tenantId })",
    },
  ],
  collections: [
    { name: "search", entities: ["searchDoc", "searchPosting", "searchTerm", "searchVariant"], deletable: false },
  ],
} satisfies ModulePlugin;
