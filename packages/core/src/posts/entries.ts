import type { FeedEntryRecord } from "./store";

type EntryKey = Pick<FeedEntryRecord, "clientId" | "userId" | "feed" | "itemId">;

/** Mentioned people other than the author (mentioning oneself notifies and lists nothing). */
export const othersThan = (mentions: string[], authorId: string) => mentions.filter((id) => id !== authorId);

/**
 * The feed entries of a post: the author's user feed; for each mentioned (or thanked) person, their
 * user feed and their mentions feed.
 */
export function postEntries(post: {
  clientId: string;
  postId: string;
  authorId: string;
  mentions: string[];
  createdAt: string;
}): FeedEntryRecord[] {
  const entry = (userId: string, feed: FeedEntryRecord["feed"]): FeedEntryRecord => ({
    clientId: post.clientId,
    userId,
    feed,
    itemId: post.postId,
    postId: post.postId,
    authorId: post.authorId,
    createdAt: post.createdAt,
  });
  return [
    entry(post.authorId, "user_feed"),
    ...othersThan(post.mentions, post.authorId).flatMap((userId) => [
      entry(userId, "user_feed"),
      entry(userId, "mentions"),
    ]),
  ];
}

/** The mentions-feed entries of a comment. */
export function commentEntries(comment: {
  clientId: string;
  postId: string;
  commentId: string;
  authorId: string;
  mentions: string[];
  createdAt: string;
}): FeedEntryRecord[] {
  return othersThan(comment.mentions, comment.authorId).map((userId) => ({
    clientId: comment.clientId,
    userId,
    feed: "mentions",
    itemId: comment.commentId,
    postId: comment.postId,
    commentId: comment.commentId,
    authorId: comment.authorId,
    createdAt: comment.createdAt,
  }));
}

export const entryKey = ({ clientId, userId, feed, itemId }: EntryKey): EntryKey => ({
  clientId,
  userId,
  feed,
  itemId,
});

/** Entries to add and to remove when an item's entries change (compared by key). */
export function entriesDiff(before: FeedEntryRecord[], after: FeedEntryRecord[]) {
  const id = (entry: EntryKey) => `${entry.userId}|${entry.feed}|${entry.itemId}`;
  const had = new Set(before.map(id));
  const has = new Set(after.map(id));
  return {
    added: after.filter((entry) => !had.has(id(entry))),
    removed: before.filter((entry) => !has.has(id(entry))).map(entryKey),
  };
}
