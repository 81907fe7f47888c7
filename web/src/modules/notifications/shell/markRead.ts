import type { NotificationView } from "@intranet/contracts";
import type { QueryClient } from "@tanstack/react-query";
import { notificationsApi } from "../api";
import { invalidateLists, markReadInLists, setUnread } from "./cache";
import type { CenterOwner } from "./keys";

/**
 * Marks one notification viewed (PUT /api/notification/{id}/read): the item shows read at once,
 * the badge takes the server's count. A failure (already shown by the API client) reloads the lists.
 */
export async function markNotificationRead(
  queryClient: QueryClient,
  owner: CenterOwner,
  notification: Pick<NotificationView, "_id" | "read">,
): Promise<void> {
  if (notification.read) return;
  markReadInLists(queryClient, owner, notification._id);
  try {
    const result = await notificationsApi.markRead(notification._id);
    setUnread(queryClient, owner, result.unread);
  } catch {
    await invalidateLists(queryClient, owner);
  }
}

/** Marks every notification viewed (PUT /api/notification/{client_id}/all/read). */
export async function markAllNotificationsRead(queryClient: QueryClient, owner: CenterOwner): Promise<void> {
  const result = await notificationsApi.markAllRead(owner.clientId);
  markReadInLists(queryClient, owner);
  setUnread(queryClient, owner, result.unread);
  // Reloaded: an "unread" list empties, and what arrived meanwhile shows. A long backlog is
  // finished off the request path; its `notification.unread` push reloads them again.
  await invalidateLists(queryClient, owner);
}
