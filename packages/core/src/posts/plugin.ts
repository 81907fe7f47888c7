import type { ModulePlugin } from "../platform";

/**
 * The wall: its events become notifications (core/notifications/post-events.ts); its posts and
 * comments are searchable.
 */
export const plugin = {
  subscriptions: [
    { name: "NotifyPosts", eventTypes: ["post.created", "comment.created", "post.liked"], file: "notify-posts" },
  ],
  searchEvents: [
    "post.created",
    "post.updated",
    "post.deleted",
    "comment.created",
    "comment.updated",
    "comment.deleted",
  ],
  collections: [
    {
      name: "posts",
      entities: ["post", "postComment", "postFeedEntry", "postLike", "postSeenMark", "postView"],
      fileModules: ["posts"],
      deletable: true,
    },
  ],
} satisfies ModulePlugin;
