import type { ChatRoomView } from "@intranet/contracts/chat";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useNavigate } from "react-router-dom";
import { onRealtimeEvent } from "../../../shell/startup/realtimeEvents";
import { showToast } from "../../../ui/toast";
import { chatApi, chatKeys } from "../api";
import { useChatTranslation } from "../i18n";
import { withSeen } from "../messages/receipts";
import { chatPath } from "../paths";
import { withOnline, withPresence } from "./presence";

/**
 * One room with its members (GET /api/chat/room/{id}); members' read positions follow `chat.seen`,
 * who is online follows `chat.online` / `chat.presence` (the chat page has the socket watch the
 * room: useChatWatch), and a room I no longer belong to (removed, deleted) closes with a notice.
 */
export function useRoom(roomId: string) {
  const { t } = useChatTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const query = useQuery({ queryKey: chatKeys.room(roomId), queryFn: () => chatApi.room(roomId) });

  useEffect(() => {
    const change = (update: (room: ChatRoomView) => ChatRoomView) =>
      queryClient.setQueryData<ChatRoomView>(chatKeys.room(roomId), (room) => (room ? update(room) : room));
    return onRealtimeEvent((event) => {
      if (event.type === "chat.online" && event.roomId === roomId) change((room) => withOnline(room, event.userIds));
      if (event.type === "chat.presence" && event.roomId === roomId)
        change((room) => withPresence(room, event.userId, event.online));
      if (event.type === "chat.seen" && event.roomId === roomId)
        change((room) => withSeen(room, event.userId, event.seq));
      if (event.type === "chat.room" && event.roomId === roomId && event.change === "removed") {
        void showToast(t("room.gone"), "warning");
        void navigate(chatPath(), { replace: true });
      }
    });
  }, [roomId, queryClient, navigate, t]);

  return query;
}
