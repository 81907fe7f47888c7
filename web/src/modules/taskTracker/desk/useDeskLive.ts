import type { DeskView, TaskView } from "@intranet/contracts/taskTracker";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { onRealtimeEvent, sendRealtime } from "../../../shell/startup/realtimeEvents";
import { trackerKeys } from "../api";
import { removeCard, upsertCard } from "./board";

/**
 * Watches counted, so leaving a board says "unwatch" only when no board was opened right after (the
 * server may handle two socket messages in either order: a late "unwatch" would leave the next
 * board without its pushes).
 */
let watches = 0;

/**
 * Keeps an open board live: tells the socket which board this is (`taskTracker.watch`, again after
 * every reconnect, then the board is read again for what was missed) and applies its pushes — a card
 * put in place, a card gone, the board read again. Leaving sends `taskTracker.unwatch`.
 */
export function useDeskLive(deskId: string): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const key = trackerKeys.desk(deskId);
    const watch = () => sendRealtime({ action: "taskTracker.watch", deskId });
    watches += 1;
    const mine = watches;
    watch();
    const stop = onRealtimeEvent((event) => {
      if (event.type === "identified") {
        watch();
        void queryClient.invalidateQueries({ queryKey: key });
        return;
      }
      if (event.type === "taskTracker.card" && event.deskId === deskId) {
        const { card } = event;
        queryClient.setQueryData<DeskView>(key, (desk) => (desk ? upsertCard(desk, card) : desk));
        // An open drawer on an older revision of the card reads the task again.
        const open = queryClient.getQueryData<TaskView>(trackerKeys.task(card._id));
        if (open && open.revision < card.revision)
          void queryClient.invalidateQueries({ queryKey: trackerKeys.task(card._id) });
      } else if (event.type === "taskTracker.card_removed" && event.deskId === deskId) {
        queryClient.setQueryData<DeskView>(key, (desk) => (desk ? removeCard(desk, event.taskId) : desk));
      } else if (event.type === "taskTracker.desk" && event.deskId === deskId) {
        void queryClient.invalidateQueries({ queryKey: key });
      }
    });
    return () => {
      stop();
      setTimeout(() => {
        if (watches === mine) sendRealtime({ action: "taskTracker.unwatch" });
      });
    };
  }, [deskId, queryClient]);
}
