import type { ModulePlugin } from "../platform";

/**
 * "Don't be silent": a new report and the reporter's messages notify the recipients; a recipient's
 * answer notifies a named report's author (core/noSilent/subscriber.ts).
 */
export const plugin = {
  subscriptions: [
    {
      name: "ReportEvents",
      eventTypes: ["report.received", "report.reporter_wrote", "report.answered"],
      file: "report-events",
      timeoutSeconds: 120,
    },
  ],
  jobs: [],
  searchEvents: ["report.received", "report.reporter_wrote", "report.answered"],
  collections: [
    { name: "noSilent", entities: ["noSilentReport", "noSilentCode", "noSilentSettings"], deletable: false },
  ],
} satisfies ModulePlugin;
