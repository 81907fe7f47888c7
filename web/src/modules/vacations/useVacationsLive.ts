import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { onRealtimeEvent } from "../../shell/startup/realtimeEvents";
import { vacationKeys } from "./api";

/**
 * Keeps the open page live: the server pushes `vacations.changed` to the person and the chiefs
 * deciding their requests when a vacation or a balance changes; every vacations query is read
 * again (only those on screen are fetched), and so after a reconnect, for what was missed.
 */
export function useVacationsLive(): void {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      onRealtimeEvent((event) => {
        if (event.type === "identified" || event.type === "vacations.changed")
          void queryClient.invalidateQueries({ queryKey: vacationKeys.all });
      }),
    [queryClient],
  );
}
