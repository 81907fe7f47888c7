import type { ModulePlugin } from "../platform";

/**
 * Ideas: a new idea notifies its recipients, a move or a comment its author
 * (core/ideas/subscriber.ts); an accepted one pays the author's award through the shop (its
 * `ShopAwards` subscriber listens to `idea.accepted`).
 */
export const plugin = {
  subscriptions: [
    {
      name: "IdeaEvents",
      eventTypes: ["idea.received", "idea.moved", "idea.commented"],
      file: "idea-events",
      timeoutSeconds: 120,
    },
  ],
  jobs: [],
  searchEvents: ["idea.received", "idea.moved"],
  collections: [{ name: "ideas", entities: ["idea", "ideaVote"], fileModules: ["ideas"], deletable: true }],
} satisfies ModulePlugin;
