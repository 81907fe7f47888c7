import "./notifications.css";
import type { ClientView, UserView } from "@intranet/contracts";
import type { RealtimeStatus } from "../../../shell/startup/realtime";
import { useNotificationEvents } from "./useNotificationEvents";
import { useUnreadCount } from "./useUnreadCount";

/** What the shell runs for notifications: the live listener, and the unread count for the badges. */
export function useNotificationCenter(me: UserView, client: ClientView | null, status: RealtimeStatus): number {
  useNotificationEvents(me, client, status);
  return useUnreadCount(me, client);
}
