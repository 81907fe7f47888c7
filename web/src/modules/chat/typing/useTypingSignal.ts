import { chatLimits } from "@intranet/contracts/chat";
import { useCallback, useRef } from "react";
import { sendRealtime } from "../../../shell/startup/realtimeEvents";

/** Tells the room I am typing: at most one `chat.typing` every chatLimits.typingEveryMs. */
export function useTypingSignal(roomId: string): () => void {
  const last = useRef(0);
  return useCallback(() => {
    const now = Date.now();
    if (now - last.current < chatLimits.typingEveryMs) return;
    if (sendRealtime({ action: "chat.typing", roomId })) last.current = now;
  }, [roomId]);
}
