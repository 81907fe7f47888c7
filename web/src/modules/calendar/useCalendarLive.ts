import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { onRealtimeEvent } from "../../shell/startup/realtimeEvents";
import { calendarKeys } from "./api";

/**
 * Keeps the calendar on screen current: `calendar.changed` (an event the person sees was created,
 * changed, moved or cancelled, by anyone) reads the shown ranges and events again.
 */
export function useCalendarLive(): void {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      onRealtimeEvent((event) => {
        if (event.type === "calendar.changed") void queryClient.invalidateQueries({ queryKey: calendarKeys.all });
      }),
    [queryClient],
  );
}
