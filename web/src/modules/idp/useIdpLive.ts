import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { onRealtimeEvent } from "../../shell/startup/realtimeEvents";
import { idpKeys } from "./api";

/**
 * Keeps an open plan live: the server pushes `idp.changed` to its employee, creator, observer and
 * chiefs when it changes; the page reads it again, with its notes and journal (and after a
 * reconnect, for what was missed). The lists follow too.
 */
export function useIdpLive(planId: string): void {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      onRealtimeEvent((event) => {
        if (event.type === "identified" || (event.type === "idp.changed" && event.planId === planId)) {
          void queryClient.invalidateQueries({ queryKey: idpKeys.plan(planId) });
          void queryClient.invalidateQueries({ queryKey: idpKeys.notes(planId) });
          void queryClient.invalidateQueries({ queryKey: idpKeys.journal(planId) });
          void queryClient.invalidateQueries({ queryKey: ["idp", "list"] });
        }
      }),
    [planId, queryClient],
  );
}
