import type { ModulePlugin } from "../platform";

/**
 * Analytics: people's changes keep the people tallies (core/analytics/subscriber.ts), and a nightly
 * job rebuilds them from the source data, repairing what a lost event left.
 */
export const plugin = {
  subscriptions: [
    {
      name: "AnalyticsPeople",
      eventTypes: ["user.changed", "structure.changed"],
      file: "analytics-people",
      timeoutSeconds: 120,
    },
  ],
  jobs: [
    {
      name: "analytics-rebuild",
      schedule: { cron: "40 2 * * *" },
      retries: 2,
      timeoutSeconds: 900,
      description:
        "Rebuilds every tenant's people tallies (headcount, movement, demography) from people's records and the structure, correcting any counter that drifted (core/analytics/rebuild.ts; a second run corrects nothing)",
    },
  ],
  collections: [
    {
      name: "analytics",
      entities: ["activity", "analyticsPerson", "analyticsTally", "analyticsGuard"],
      deletable: false,
    },
  ],
} satisfies ModulePlugin;
