import type { ModulePlugin } from "../platform";

/**
 * Adaptation: a changed adaptation's timer follows it, a poll answered finishes the newcomer's poll steps, and a person who left the
 * company leaves their newcomers without a mentor (HR is told) and stops their own adaptation
 * (core/adaptation/subscriber.ts). `adaptation-step` is the per-person timer (core/adaptation/timer.ts).
 */
export const plugin = {
  subscriptions: [
    {
      name: "AdaptationEvents",
      eventTypes: ["adaptation.changed", "poll.answered", "user.changed"],
      file: "adaptation-events",
      timeoutSeconds: 120,
    },
  ],
  jobs: [
    {
      name: "adaptation-step",
      schedule: "one-time",
      retries: 2,
      description:
        "Opens a newcomer's steps on their day (tells them, pays award steps once through the shop), tells the mentor and HR of overdue steps and the chief of the end (core/adaptation/timer.ts; one schedule per adaptation, always on its next moment)",
    },
  ],
  collections: [
    {
      name: "adaptation",
      entities: ["adaptTrack", "adaptation", "adaptSeat", "adaptLink", "adaptStageStat"],
      deletable: false,
    },
  ],
} satisfies ModulePlugin;
