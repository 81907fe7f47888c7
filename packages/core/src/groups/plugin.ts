import type { ModulePlugin } from "../platform";

/**
 * Groups: a group's posts and membership steps notify (section groups); a deleted group's
 * memberships, posts and files are purged (core/groups/subscriber.ts).
 */
export const plugin = {
  subscriptions: [
    {
      name: "GroupEvents",
      eventTypes: ["post.created", "group.membership", "group.deleted"],
      file: "group-events",
      timeoutSeconds: 300,
    },
  ],
  searchEvents: ["group.changed", "group.deleted"],
  collections: [{ name: "groups", entities: ["group", "groupMembership"], deletable: false }],
} satisfies ModulePlugin;
