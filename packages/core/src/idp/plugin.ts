import type { ModulePlugin } from "../platform";

/**
 * Development plans: a changed plan tells its people, reaches their open pages and sets its timer;
 * a structure change gives the plans of the people it moved their chiefs again
 * and a course learned finishes the learner's plan tasks that name it (core/idp/subscriber.ts). `idp-due` is the per-plan timer (core/idp/timer.ts).
 */
export const plugin = {
  subscriptions: [
    {
      name: "IdpEvents",
      eventTypes: ["idp.changed", "structure.changed", "courses.learned"],
      file: "idp-events",
      timeoutSeconds: 120,
    },
  ],
  searchEvents: ["idp.changed"],
  jobs: [
    {
      name: "idp-due",
      schedule: "one-time",
      retries: 2,
      description:
        "Tells an employee of a development plan's task due tomorrow and counts tasks gone overdue in the company's figures (core/idp/timer.ts; one schedule per plan, always on its next moment)",
    },
  ],
  collections: [
    {
      name: "idp",
      entities: ["idpPlan", "idpLink", "idpNote", "idpJournal", "idpStats", "idpLate"],
      deletable: false,
    },
  ],
} satisfies ModulePlugin;
