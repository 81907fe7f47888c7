import type { ModulePlugin } from "../platform";

/** Exports: Excel files are written off the request path (core/exports/run.ts, exporters.ts). */
export const plugin = {
  subscriptions: [{ name: "ExportRun", eventTypes: ["export.requested"], file: "export-run", timeoutSeconds: 900 }],
} satisfies ModulePlugin;
