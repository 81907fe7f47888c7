import type { ModulePlugin } from "../platform";

/** Administration: the service panel's tasks run as one-time jobs (core/admin/maintenance.ts). */
export const plugin = {
  jobs: [
    {
      name: "maintenance-task",
      schedule: "one-time",
      retries: 0,
      timeoutSeconds: 900,
      description:
        "Runs one service task of a company's admin panel (re-index search, rebuild analytics, re-sync the directory) and records its outcome (payload { tenantId, runId })",
    },
  ],
} satisfies ModulePlugin;
