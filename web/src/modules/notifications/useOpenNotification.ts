import type { NotificationView } from "@intranet/contracts";
import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router-dom";
import { followLink } from "./shell/followLink";
import type { CenterOwner } from "./shell/keys";
import { markNotificationRead } from "./shell/markRead";

/** A click on a notification: marked viewed (once), then its link followed (unless the browser does). */
export function useOpenNotification(owner: CenterOwner) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return (item: NotificationView, follow = true) => {
    void markNotificationRead(queryClient, owner, item);
    if (follow) followLink(item.link, navigate);
  };
}
