import type { ModulePlugin } from "../platform";

/**
 * Audiences: address-book cards and audience entries follow people's records and places in the
 * structure (core/audiences/sync.ts); a moved department re-syncs everyone below it, and a nightly
 * job repairs what a lost event left.
 */
export const plugin = {
  subscriptions: [
    {
      name: "DirectorySync",
      eventTypes: ["user.changed", "structure.changed"],
      file: "directory-sync",
      timeoutSeconds: 300,
    },
  ],
  jobs: [
    {
      name: "resync-directory",
      schedule: { cron: "10 3 * * *" },
      retries: 2,
      timeoutSeconds: 900,
      description:
        "Re-syncs every tenant's address-book cards and audience entries from people's records and the structure (core/audiences/subscriber.ts), repairing what a lost event left",
    },
  ],
} satisfies ModulePlugin;
