import type { ModulePlugin } from "../platform";

/**
 * Chat: offline people mentioned in a message, or whose private chat it is, are notified (section
 * chat; live delivery happened in the request); a deleted room is purged; a person's presence
 * change reaches the sockets watching their rooms (core/chat/subscriber.ts).
 */
export const plugin = {
  subscriptions: [
    {
      name: "ChatEvents",
      eventTypes: ["chat.message_sent", "chat.room_deleted", "realtime.presence_changed"],
      file: "chat-events",
      timeoutSeconds: 300,
    },
  ],
  searchEvents: ["chat.message_sent", "chat.message_changed"],
  collections: [
    {
      name: "chat",
      entities: ["chatroom", "chatmember", "chatmessage", "chatfile", "chatsendclaim"],
      fileModules: ["chat"],
      deletable: true,
    },
  ],
} satisfies ModulePlugin;
