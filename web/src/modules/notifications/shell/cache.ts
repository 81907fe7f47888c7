import type { NotificationPage, UnreadCount } from "@intranet/contracts";
import type { InfiniteData, QueryClient } from "@tanstack/react-query";
import { notificationKeys, type CenterOwner } from "./keys";

/**
 * The badge's count (never below zero). A load still under way is cancelled first: its answer
 * would be older than this count.
 */
export function setUnread(queryClient: QueryClient, owner: CenterOwner, count: number): void {
  void queryClient.cancelQueries({ queryKey: notificationKeys.unread(owner) });
  queryClient.setQueryData<UnreadCount>(notificationKeys.unread(owner), { count: Math.max(0, count) });
}

export function unreadOf(queryClient: QueryClient, owner: CenterOwner): number | undefined {
  return queryClient.getQueryData<UnreadCount>(notificationKeys.unread(owner))?.count;
}

/** Marks one item (by id) or every item read in the loaded pages of all the owner's lists. */
export function markReadInLists(queryClient: QueryClient, owner: CenterOwner, id?: string): void {
  queryClient.setQueriesData<InfiniteData<NotificationPage>>({ queryKey: notificationKeys.lists(owner) }, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            items: page.items.map((item) =>
              item.read || (id !== undefined && item._id !== id) ? item : { ...item, read: true },
            ),
          })),
        }
      : data,
  );
}

/** The lists are out of date (a new notification, or items read elsewhere): refetched when shown. */
export function invalidateLists(queryClient: QueryClient, owner: CenterOwner): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: notificationKeys.lists(owner) });
}
