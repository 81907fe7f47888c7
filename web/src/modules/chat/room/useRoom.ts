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

/**
 * One room with its members (GET /api/chat/room/{id}); members' read positions follow `chat.seen`,
 * and a room I no longer belong to (removed, deleted) closes with a notice.
 */
export function useRoom(roomId: string) {
  const { t } = useChatTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const query = useQuery({ queryKey: chatKeys.room(roomId), queryFn: () => chatApi.room(roomId) });

  useEffect(
    () =>
      onRealtimeEvent((event) => {
        if (event.type === "chat.seen" && event.roomId === roomId)
          queryClient.setQueryData<ChatRoomView>(chatKeys.room(roomId), (room) =>
            room ? withSeen(room, event.userId, event.seq) : room,
          );
        if (event.type === "chat.room" && event.roomId === roomId && event.change === "removed") {
          void showToast(t("room.gone"), "warning");
          void navigate(chatPath(), { replace: true });
        }
      }),
    [roomId, queryClient, navigate, t],
  );

  return query;
}
