import type { ModulePlugin } from "../platform";

/**
 * Polls: a new poll and a reminder notify (section polls); a deleted poll's answers are purged
 * (core/polls/subscriber.ts).
 */
export const plugin = {
  subscriptions: [
    {
      name: "PollEvents",
      eventTypes: ["poll.created", "poll.remind_requested", "poll.deleted"],
      file: "poll-events",
      timeoutSeconds: 300,
    },
  ],
  searchEvents: ["poll.changed", "poll.deleted"],
  collections: [
    { name: "polls", entities: ["poll", "pollBallot", "pollRelease", "pollTaker", "pollTally"], deletable: true },
  ],
} satisfies ModulePlugin;
