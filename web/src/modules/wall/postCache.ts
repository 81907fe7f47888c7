import type { PostPage, PostView } from "@intranet/contracts";
import type { InfiniteData, QueryClient } from "@tanstack/react-query";
import { wallKeys, type FeedTab, type OtherParent } from "./keys";

type Feed = InfiniteData<PostPage, string | null>;

const mapFeed = (feed: Feed | undefined, map: (items: PostView[]) => PostView[]): Feed | undefined =>
  feed && { ...feed, pages: feed.pages.map((page) => ({ ...page, items: map(page.items) })) };

/** Changes every cached copy of a post: in any loaded feed page and on its own page. */
export function updateCachedPost(queryClient: QueryClient, id: string, change: (post: PostView) => PostView): void {
  queryClient.setQueriesData<Feed>({ queryKey: wallKeys.feeds }, (feed) =>
    mapFeed(feed, (items) => items.map((post) => (post._id === id ? change(post) : post))),
  );
  queryClient.setQueryData<PostView>(wallKeys.post(id), (post) => post && change(post));
}

/** A post is gone: out of every loaded feed. */
export function removeCachedPost(queryClient: QueryClient, id: string): void {
  queryClient.setQueriesData<Feed>({ queryKey: wallKeys.feeds }, (feed) =>
    mapFeed(feed, (items) => items.filter((post) => post._id !== id)),
  );
}

const prependTo = (post: PostView) => (feed: Feed | undefined) =>
  feed && {
    ...feed,
    pages: feed.pages.map((page, index) => (index === 0 ? { ...page, items: [post, ...page.items] } : page)),
  };

/** A new post goes on top of its tab and of the author's own event feed (newest first). */
export function prependCachedPost(queryClient: QueryClient, post: PostView, tab: FeedTab, ownerId: string): void {
  queryClient.setQueryData<Feed>(wallKeys.feed(tab, post.client_id), prependTo(post));
  queryClient.setQueryData<Feed>(wallKeys.feed("feed", ownerId), prependTo(post));
}

/** A new post on another parent's wall (a group's) goes on top of it and of the author's own event feed. */
export function prependCachedParentPost(
  queryClient: QueryClient,
  post: PostView,
  parent: OtherParent,
  ownerId: string,
): void {
  queryClient.setQueryData<Feed>(wallKeys.parentFeed(parent), prependTo(post));
  queryClient.setQueryData<Feed>(wallKeys.feed("feed", ownerId), prependTo(post));
}

/** Every post of a feed counts as seen (after "mark all as read"). */
export function markCachedFeedSeen(queryClient: QueryClient, tab: FeedTab, ownerId: string): void {
  queryClient.setQueryData<Feed>(wallKeys.feed(tab, ownerId), (feed) =>
    mapFeed(feed, (items) => items.map((post) => ({ ...post, seen: true }))),
  );
}
