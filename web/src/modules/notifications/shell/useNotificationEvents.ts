import type { ClientView, ServerEvent, UserView } from "@intranet/contracts";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router-dom";
import type { RealtimeStatus } from "../../../shell/startup/realtime";
import { onRealtimeEvent } from "../../../shell/startup/realtimeEvents";
import { invalidateLists, setUnread, unreadOf } from "./cache";
import { followLink } from "./followLink";
import { notificationKeys } from "./keys";
import { markNotificationRead } from "./markRead";
import { clearNotificationPopups, showNotificationPopup } from "./popup";
import { notificationSound } from "./sound";
import { useNotificationsTranslation } from "../i18n";

/**
 * The live part of the notification center while the shell is mounted (contracts/realtime.ts):
 * `notification.unread` is the exact badge, sent after new notifications are stored and after
 * some are marked read; when it differs from the badge shown, the lists are out of date too.
 * `notification.created` shows the popup and plays the sound when the server says so (it computes
 * `popup` and `sound` from the user's channel settings), once per notification id (a retried
 * delivery may push the same one twice). After a reconnect the badge is fetched again.
 */
export function useNotificationEvents(me: UserView, client: ClientView | null, status: RealtimeStatus): void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { t, i18n } = useNotificationsTranslation();
  const clientId = client?._id;
  const userId = me._id;
  const latest = useRef({ navigate, t, i18n });
  const [shown] = useState(recentIds);
  latest.current = { navigate, t, i18n };

  useEffect(() => {
    if (!clientId) return;
    const owner = { clientId, userId };
    const onEvent = (event: ServerEvent) => {
      if (event.type === "notification.unread") {
        const changed = unreadOf(queryClient, owner) !== event.unread;
        setUnread(queryClient, owner, event.unread);
        // Read elsewhere (another tab, a device): the items shown are out of date.
        if (changed) void invalidateLists(queryClient, owner);
        return;
      }
      if (event.type !== "notification.created" || !(event.popup || event.sound)) return;
      const { notification } = event;
      if (!shown.remember(notification._id)) return;
      if (event.sound) notificationSound.play();
      if (!event.popup) return;
      void showNotificationPopup(notification, {
        openLabel: latest.current.t("open"),
        language: latest.current.i18n.language,
        onOpen: () => {
          void markNotificationRead(queryClient, owner, notification);
          followLink(notification.link, latest.current.navigate);
        },
      });
    };
    const stop = onRealtimeEvent(onEvent);
    return () => {
      stop();
      clearNotificationPopups();
    };
  }, [queryClient, clientId, userId, shown]);

  const dropped = useRef(false);
  useEffect(() => {
    if (status === "closed") dropped.current = true;
    if (status !== "open" || !dropped.current) return;
    dropped.current = false;
    if (clientId) void queryClient.invalidateQueries({ queryKey: notificationKeys.unread({ clientId, userId }) });
  }, [status, queryClient, clientId, userId]);
}

/** The ids of the latest notifications shown: `remember` is false for one seen already. */
function recentIds(limit = 200) {
  const ids = new Set<string>();
  return {
    remember(id: string): boolean {
      if (ids.has(id)) return false;
      ids.add(id);
      if (ids.size > limit) ids.delete(ids.values().next().value!);
      return true;
    },
  };
}
