import type { ClientView, UserView } from "@intranet/contracts";
import type { RealtimeStatus } from "../../../shell/startup/realtime";
import { chatsAvailable, useRoomList } from "./useRoomList";
import { useChatEvents } from "./useChatEvents";

/**
 * The menu badge's number: rooms with unread messages (not muted) or mentions, from GET
 * /api/chat/rooms/{client}, kept live by the chat events. 0 for whoever has no chats here.
 */
export function useUnreadRooms(me: UserView, client: ClientView | null, status: RealtimeStatus): number {
  const available = chatsAvailable(me, client);
  useChatEvents(me._id, available ? client._id : null, status);
  const rooms = useRoomList(me, client);
  return available ? (rooms.data?.unreadRooms ?? 0) : 0;
}
