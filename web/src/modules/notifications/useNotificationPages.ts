import type { NotificationSectionFilter } from "@intranet/contracts";
import { useInfiniteQuery } from "@tanstack/react-query";
import { notificationsApi } from "./api";
import { notificationKeys, type CenterOwner, type ReadFilter } from "./shell/keys";
import { readParam } from "./options";

/**
 * The center's pages, newest first: the first `{time}` is `now`, each next one the previous
 * answer's `next` (the id of its last item: items of the same millisecond are neither skipped nor
 * repeated); `next: null` ends the list.
 */
export function useNotificationPages(owner: CenterOwner, section: NotificationSectionFilter, read: ReadFilter) {
  return useInfiniteQuery({
    queryKey: notificationKeys.list(owner, section, read),
    initialPageParam: "now",
    queryFn: ({ pageParam }) => notificationsApi.page({ ...owner, section, time: pageParam }, readParam(read)),
    getNextPageParam: (last) => last.next ?? undefined,
    staleTime: 0,
  });
}
