import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { chatApi } from "../api";
import { rememberSummary } from "../live/roomsCache";

/** Whether the tab is shown (a hidden tab reads nothing). */
function useTabVisible(): boolean {
  const [visible, setVisible] = useState(() => document.visibilityState !== "hidden");
  useEffect(() => {
    const onChange = () => setVisible(document.visibilityState !== "hidden");
    document.addEventListener("visibilitychange", onChange);
    return () => document.removeEventListener("visibilitychange", onChange);
  }, []);
  return visible;
}

/**
 * Marks the room read up to its newest message (PUT /api/chat/room/{id}/seen) while that message
 * is on screen (the conversation scrolled to its end) and the tab is visible. Each position is sent
 * once; the answer updates the list (and the server tells my other tabs with `chat.read`).
 */
export function useMarkSeen(roomId: string, clientId: string, newest: number, seenSeq: number, atEnd: boolean) {
  const queryClient = useQueryClient();
  const visible = useTabVisible();
  const sent = useRef(seenSeq);
  useEffect(() => {
    if (!visible || !atEnd || newest <= sent.current) return;
    sent.current = newest;
    chatApi.seen(roomId, newest).then(
      (summary) => rememberSummary(queryClient, clientId, summary),
      () => {
        // Not saved: the next message seen sends it again.
        sent.current = Math.min(sent.current, seenSeq);
      },
    );
  }, [roomId, clientId, newest, seenSeq, atEnd, visible, queryClient]);
}
