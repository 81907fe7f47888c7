import type { ClientView, ServerEvent, UserView } from "@intranet/contracts";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router-dom";
import type { RealtimeStatus } from "../startup/realtime";
import { onRealtimeEvent } from "../startup/realtimeEvents";
import { invalidateLists, setUnread, unreadOf } from "./cache";
import { followLink } from "./followLink";
import { notificationKeys } from "./keys";
import { markNotificationRead } from "./markRead";
import { clearNotificationPopups, showNotificationPopup } from "./popup";
import { notificationSound } from "./sound";

/**
 * The live part of the notification center while the shell is mounted: `notification.created`
 * sets the badge, refreshes the lists and shows the popup / plays the sound when the server says
 * so (it computes `popup` and `sound` from the user's channel settings); `notification.unread`
 * sets the badge. After a reconnect the badge is fetched again (events may have been missed).
 */
export function useNotificationEvents(me: UserView, client: ClientView | null, status: RealtimeStatus): void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { t } = useTranslation();
  const clientId = client?._id;
  const userId = me._id;
  const latest = useRef({ navigate, t });
  latest.current = { navigate, t };

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
      if (event.type !== "notification.created") return;
      setUnread(queryClient, owner, event.unread);
      void invalidateLists(queryClient, owner);
      if (event.sound) notificationSound.play();
      if (!event.popup) return;
      const { notification } = event;
      void showNotificationPopup(notification, {
        openLabel: latest.current.t("notices.open"),
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
  }, [queryClient, clientId, userId]);

  const previous = useRef(status);
  useEffect(() => {
    const reconnected = status === "open" && previous.current === "closed";
    previous.current = status;
    if (reconnected && clientId)
      void queryClient.invalidateQueries({ queryKey: notificationKeys.unread({ clientId, userId }) });
  }, [status, queryClient, clientId, userId]);
}
