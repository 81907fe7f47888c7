import type { NotificationSectionFilter } from "@intranet/contracts";

/** Whose center: the entered company and the signed-in user. */
export interface CenterOwner {
  clientId: string;
  userId: string;
}

/** Read filter of the center: every item, unread only, read only. */
export type ReadFilter = "any" | "unread" | "read";

/**
 * TanStack Query keys of the notification center. The unread count lives in ONE entry that the
 * badge, the page and the realtime listener all read and write.
 */
export const notificationKeys = {
  all: ["notifications"] as const,
  unread: (owner: CenterOwner) => ["notifications", "unread", owner.clientId, owner.userId] as const,
  lists: (owner: CenterOwner) => ["notifications", "list", owner.clientId, owner.userId] as const,
  list: (owner: CenterOwner, section: NotificationSectionFilter, read: ReadFilter) =>
    [...notificationKeys.lists(owner), section, read] as const,
  settings: (userId: string) => ["notifications", "settings", userId] as const,
};
