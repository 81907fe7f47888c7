import type { UserView } from "@intranet/contracts";
import { useInfiniteQuery } from "@tanstack/react-query";
import { postsApi } from "../api";
import { wallKeys, type FeedTab, type OtherParent } from "../keys";

/**
 * Whose feed a tab is: the company's (news, thanks) or a person's event feed (the signed-in
 * person's on the wall, `personId`'s on a profile).
 */
export const feedOwner = (tab: FeedTab, me: UserView, clientId: string, personId?: string) =>
  tab === "feed" ? (personId ?? me._id) : clientId;

/** The feed shows its own failure in place (no error dialog over the wall). */
const quiet = { no_show: true } as const;

/**
 * One wall feed, a page at a time, newest first: `{page}` is "0" first, then the cursor the
 * previous page returned; a null cursor is the end.
 */
export function useFeed(tab: FeedTab, me: UserView, clientId: string, personId?: string) {
  const owner = feedOwner(tab, me, clientId, personId);
  return useInfiniteQuery({
    queryKey: wallKeys.feed(tab, owner),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam }) =>
      tab === "feed" ? postsApi.userFeed(owner, pageParam, quiet) : postsApi.wall(clientId, tab, pageParam, quiet),
    getNextPageParam: (page) => page.cursor,
    // A feed is news: opening a tab again, or coming back to the window, shows what was posted meanwhile.
    staleTime: 0,
    refetchOnWindowFocus: true,
  });
}

/** The wall of another parent (a group's), a page at a time like the company wall's. */
export function useParentFeed(parent: OtherParent) {
  return useInfiniteQuery({
    queryKey: wallKeys.parentFeed(parent),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam }) => postsApi.parentFeed(parent, pageParam, quiet),
    getNextPageParam: (page) => page.cursor,
    staleTime: 0,
    refetchOnWindowFocus: true,
  });
}
