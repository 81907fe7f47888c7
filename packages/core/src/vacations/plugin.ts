import type { ModulePlugin } from "../platform";

/**
 * Vacations: a changed vacation tells the people concerned, pushes to their open pages and keeps its
 * reminder (core/vacations/subscriber.ts); `vacation-reminder` warns a person the day before their
 * vacation starts (core/vacations/reminder.ts).
 */
export const plugin = {
  subscriptions: [
    { name: "VacationEvents", eventTypes: ["vacation.changed"], file: "vacation-events", timeoutSeconds: 60 },
  ],
  jobs: [
    {
      name: "vacation-reminder",
      schedule: "one-time",
      retries: 2,
      description:
        "Warns a person the day before their approved vacation starts (core/vacations/reminder.ts; one schedule per vacation, set again by the subscriber after each change; a run re-reads the vacation and warns once)",
    },
  ],
  collections: [
    {
      name: "vacations",
      entities: [
        "vacation",
        "vacationBalance",
        "vacationLedger",
        "vacationMonth",
        "vacationWaiting",
        "vacationSettings",
      ],
      deletable: false,
    },
  ],
} satisfies ModulePlugin;
