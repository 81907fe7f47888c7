import { useEffect } from "react";
import { onRealtimeEvent, sendRealtime } from "../../../shell/startup/realtimeEvents";

/**
 * Watches counted, so leaving the chat tells the socket "unwatch" only when nothing watched again
 * right after (a room switched, the page remounted): the server may handle two socket messages in
 * either order, and a late "unwatch" would leave the chat open without presence news.
 */
let watches = 0;

/**
 * Tells the socket the chat is open, with the room shown (`chat.watch`; again after every
 * reconnect, `identified`), so it hears who comes and goes there and in the private chats of the
 * list (`chat.online`, `chat.presence`); leaving the chat sends `chat.unwatch`.
 */
export function useChatWatch(roomId: string | undefined, enabled: boolean): void {
  useEffect(() => {
    if (!enabled) return;
    const watch = () => sendRealtime(roomId ? { action: "chat.watch", roomId } : { action: "chat.watch" });
    watches += 1;
    const mine = watches;
    watch();
    const stop = onRealtimeEvent((event) => {
      if (event.type === "identified") watch();
    });
    return () => {
      stop();
      setTimeout(() => {
        if (watches === mine) sendRealtime({ action: "chat.unwatch" });
      });
    };
  }, [roomId, enabled]);
}
