import type { ServerEvent } from "@intranet/contracts";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import type { RealtimeStatus } from "../../../shell/startup/realtime";
import { onRealtimeEvent } from "../../../shell/startup/realtimeEvents";
import { chatKeys } from "../api";
import { applyChange, applyMessage, applyPresence, applyRead, removeRoom } from "./roomList";
import { updateRooms } from "./roomsCache";

/**
 * Keeps the room list (and so the menu badge) current while the shell is mounted: new and changed
 * messages, my reads on other devices, rooms added, renamed or left, private chats' people coming
 * and going. After a reconnect the list is
 * asked again (what was missed while offline). The open room keeps its own messages (useMessages).
 */
export function useChatEvents(me: string, client: string | null, status: RealtimeStatus): void {
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!client) return;
    const onEvent = (event: ServerEvent) => {
      if (event.type === "chat.message")
        updateRooms(queryClient, client, (list) => applyMessage(list, event.message, me));
      else if (event.type === "chat.message_changed")
        updateRooms(queryClient, client, (list) => applyChange(list, event.message));
      else if (event.type === "chat.presence")
        updateRooms(queryClient, client, (list) => applyPresence(list, event.roomId, event.online));
      else if (event.type === "chat.read")
        updateRooms(queryClient, client, (list) => applyRead(list, event.roomId, event.seenSeq, event.mentions));
      else if (event.type === "chat.room") {
        if (event.change === "removed") updateRooms(queryClient, client, (list) => removeRoom(list, event.roomId));
        else void queryClient.invalidateQueries({ queryKey: chatKeys.rooms(client) });
        void queryClient.invalidateQueries({ queryKey: chatKeys.room(event.roomId) });
      }
    };
    return onRealtimeEvent(onEvent);
  }, [queryClient, client, me]);

  const dropped = useRef(false);
  useEffect(() => {
    if (status === "closed") dropped.current = true;
    if (status !== "open" || !dropped.current || !client) return;
    dropped.current = false;
    void queryClient.invalidateQueries({ queryKey: chatKeys.rooms(client) });
  }, [status, queryClient, client]);
}
