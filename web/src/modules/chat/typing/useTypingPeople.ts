import { chatLimits } from "@intranet/contracts/chat";
import { useEffect, useState } from "react";
import { onRealtimeEvent } from "../../../shell/startup/realtimeEvents";

/**
 * Who is typing in a room now: each `chat.typing` shows its person for chatLimits.typingShowMs
 * (they send one at most every typingEveryMs while typing); their message arriving ends it.
 */
export function useTypingPeople(roomId: string, me: string): string[] {
  const [until, setUntil] = useState<ReadonlyMap<string, number>>(new Map());

  useEffect(
    () =>
      onRealtimeEvent((event) => {
        if (event.type === "chat.typing" && event.roomId === roomId && event.userId !== me)
          setUntil((map) => new Map(map).set(event.userId, Date.now() + chatLimits.typingShowMs));
        if (event.type === "chat.message" && event.message.roomId === roomId)
          setUntil((map) => {
            if (!map.has(event.message.senderId)) return map;
            const next = new Map(map);
            next.delete(event.message.senderId);
            return next;
          });
      }),
    [roomId, me],
  );

  useEffect(() => {
    if (!until.size) return;
    const soonest = Math.min(...until.values());
    const timer = setTimeout(
      () => setUntil((map) => new Map([...map].filter(([, end]) => end > Date.now()))),
      Math.max(0, soonest - Date.now()) + 10,
    );
    return () => clearTimeout(timer);
  }, [until]);

  return [...until.keys()];
}
