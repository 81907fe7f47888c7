import type { ModulePlugin } from "../platform";

/**
 * Data migrations: the modules' steps (`core/<m>/data-migrations.ts`) run for every tenant at each deploy
 * and hourly after it, so a deploy whose run failed or timed out catches up without anyone's help;
 * a tenant that finished them costs one Query a run.
 */
export const plugin = {
  jobs: [
    {
      name: "data-migrations",
      schedule: { cron: "47 * * * *" },
      onDeploy: true,
      retries: 2,
      timeoutSeconds: 900,
      description:
        "Runs the modules' data migrations each tenant has not finished (core/migrations/run.ts; a ledger per tenant, idempotent steps)",
    },
  ],
} satisfies ModulePlugin;
