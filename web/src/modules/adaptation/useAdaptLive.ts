import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { onRealtimeEvent } from "../../shell/startup/realtimeEvents";
import { adaptKeys } from "./api";

/**
 * Keeps an open adaptation live: the server pushes `adaptation.changed` to its newcomer, mentor,
 * chief and HR when its steps change; the page then reads it again (and after a reconnect, for
 * what was missed). Lists of people follow too.
 */
export function useAdaptLive(adaptationId: string | null): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!adaptationId) return;
    return onRealtimeEvent((event) => {
      if (event.type === "identified" || (event.type === "adaptation.changed" && event.adaptationId === adaptationId)) {
        void queryClient.invalidateQueries({ queryKey: adaptKeys.onTrack(adaptationId) });
        void queryClient.invalidateQueries({ queryKey: ["adaptation", "asRole"] });
        void queryClient.invalidateQueries({ queryKey: ["adaptation", "listFor"] });
      }
    });
  }, [adaptationId, queryClient]);
}
