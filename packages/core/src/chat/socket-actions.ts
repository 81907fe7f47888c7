import type { SocketActions } from "../realtime";
import { unwatchChat, watchChat } from "./presence";
import { announceTyping } from "./typing";

/** The chat's socket actions (contracts chat/realtime.ts): the $default Lambda loads this leaf, not the whole chat. */
export const socketActions: SocketActions = {
  "chat.typing": async (connection, message) => {
    await announceTyping(connection.clientId, connection.userId, message.roomId);
  },
  // Answered with `chat.online` for a room (none for the list alone).
  "chat.watch": (connection, message) => watchChat(connection, message.roomId),
  "chat.unwatch": (connection) => unwatchChat(connection),
};
