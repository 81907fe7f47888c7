import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { onRealtimeEvent } from "../../shell/startup/realtimeEvents";
import { groupsKeys } from "./api";

/**
 * Keeps the groups on screen current while they are open: a groups notification pushed over the
 * socket (a request approved, an invitation, a new request for a manager) means a standing or a
 * list changed, so they are read again — an approved member sees the group open up without reloading.
 */
export function useGroupsLive(): void {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      onRealtimeEvent((event) => {
        if (event.type === "notification.created" && event.notification.section === "groups")
          void queryClient.invalidateQueries({ queryKey: groupsKeys.all });
      }),
    [queryClient],
  );
}
