import * as z from "zod/mini";
import { idSchema } from "../validation";
import type { ChatMessageView } from "./views";

/** What a browser tells the socket about the chat (routed by `action`: core/chat/socket-actions.ts). */
export const chatClientMessages = [
  // Chat: the caller is typing in a room (the SPA sends at most one every chatLimits.typingEveryMs);
  // the room's other members get `chat.typing`.
  z.object({ action: z.literal("chat.typing"), roomId: idSchema }),
  // Chat: this socket shows the chat (its room list) and the room `roomId` (none: the list alone).
  // The answer for a room is `chat.online`; then `chat.presence` as its members, and the people of
  // the caller's private chats, come and go. Sent again after every reconnect.
  z.object({ action: z.literal("chat.watch"), roomId: z.optional(idSchema) }),
  // Chat: this socket left the chat (no more presence news).
  z.object({ action: z.literal("chat.unwatch") }),
] as const;

/** The chat module's pushes over the socket (each `type` is named in its manifest row's `realtime`). */
export const chatServerEvents = [
  // Chat, to a room's members: a new message (also to the sender's other tabs).
  z.object({ type: z.literal("chat.message"), message: z.custom<ChatMessageView>() }),
  // Chat: a message was edited or deleted (its new state).
  z.object({ type: z.literal("chat.message_changed"), message: z.custom<ChatMessageView>() }),
  // Chat: the person's list changed: a room was created with them, renamed, they were added or
  // removed, the room was deleted (`removed`: leave it).
  z.object({
    type: z.literal("chat.room"),
    roomId: z.string(),
    change: z.enum(["added", "updated", "removed"]),
  }),
  // Chat: a member has read up to `seq` (receipts; not sent when receipts are off for them).
  z.object({ type: z.literal("chat.seen"), roomId: z.string(), userId: z.string(), seq: z.number() }),
  // Chat: the person's own read position moved (on another of their devices): counters to update.
  z.object({
    type: z.literal("chat.read"),
    roomId: z.string(),
    seenSeq: z.number(),
    mentions: z.number(),
  }),
  // Chat: someone is typing in a room (show it for chatLimits.typingShowMs).
  z.object({ type: z.literal("chat.typing"), roomId: z.string(), userId: z.string() }),
  // Chat, to the socket that watches a room: who among its members is online now (from live
  // connections), the answer to `chat.watch`.
  z.object({ type: z.literal("chat.online"), roomId: z.string(), userIds: z.array(z.string()) }),
  // Chat, to the sockets showing the chat: a member of the room they show, or the other person of
  // one of their private chats (`roomId`: that chat), came online (first connection) or went
  // offline (last one closed).
  z.object({ type: z.literal("chat.presence"), roomId: z.string(), userId: z.string(), online: z.boolean() }),
] as const;
