import type { ModulePlugin } from "../platform";

/**
 * Services: a request's move notifies its people (section services), pushes to their open pages and
 * sets the request's timer (core/services/subscriber.ts); the timer reminds performers the day
 * before a step's due date and tells the initiator when it is overdue (core/services/timers.ts).
 */
export const plugin = {
  subscriptions: [
    {
      name: "ServiceEvents",
      eventTypes: ["service.request_moved"],
      file: "service-events",
      timeoutSeconds: 300,
    },
  ],
  jobs: [
    {
      name: "service-request-timer",
      schedule: "one-time",
      retries: 2,
      description:
        "Reminds a request step's performers the day before its due date and tells the initiator once it is overdue, then sets the request's next moment (core/services/timers.ts; one schedule per request; marked on the request, so a re-run notifies nobody twice)",
    },
  ],
  searchEvents: ["service.changed", "service.deleted", "service.request_moved"],
  collections: [
    {
      name: "services",
      entities: ["service", "serviceGroup", "serviceRequest", "serviceInbox", "serviceCounter"],
      fileModules: ["services"],
      deletable: false,
    },
  ],
} satisfies ModulePlugin;
