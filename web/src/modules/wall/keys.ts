import type { PostParent } from "@intranet/contracts";

/** A parent other than the company wall (a group): its posts live on its own wall. */
export type OtherParent = PostParent & { type: Exclude<PostParent["type"], "wall"> };

/** The wall's feeds: the two tabs of the company wall and the user's own event feed. */
export const feedTabs = ["news", "thanks", "feed"] as const;
export type FeedTab = (typeof feedTabs)[number];

/** TanStack Query keys of the wall; everything sits under `wall` so a change can reach every copy of a post. */
export const wallKeys = {
  all: ["wall"] as const,
  feeds: ["wall", "feed"] as const,
  feed: (tab: FeedTab, ownerId: string) => ["wall", "feed", tab, ownerId] as const,
  /** The wall of another parent (a group's), under `feeds` so every copy of a post follows a change. */
  parentFeed: (parent: OtherParent) => ["wall", "feed", parent.type, parent.id] as const,
  post: (id: string) => ["wall", "post", id] as const,
  comments: (postId: string) => ["wall", "comments", postId] as const,
  fileUrl: (fileId: string) => ["wall", "file", fileId] as const,
  thanks: (clientId: string) => ["wall", "widgets", "thanks", clientId] as const,
  links: (clientId: string) => ["wall", "widgets", "links", clientId] as const,
};
