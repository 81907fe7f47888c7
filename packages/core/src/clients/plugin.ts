import type { ModulePlugin } from "../platform";

/**
 * Clients: a full deletion runs off the request path (core/clients/purge.ts). A full-table scan:
 * the longest a Lambda may run. Re-publishing the event resumes a purge.
 */
export const plugin = {
  subscriptions: [
    { name: "PurgeClient", eventTypes: ["client.purge_requested"], file: "purge-client", timeoutSeconds: 900 },
  ],
} satisfies ModulePlugin;
