import * as z from "zod/mini";
import type { moduleManifest } from "./manifest";
import type { ChatMessageView } from "./chat/views";
import { notificationViewSchema } from "./notifications/schemas";
import { idSchema } from "./validation";

/**
 * Messages on the realtime socket. Client → server messages are routed by `action` ($default route);
 * server → client pushes carry a `type`. Modules add their events here.
 */
export const clientMessageSchema = z.discriminatedUnion("action", [
  z.object({ action: z.literal("ping") }),
  z.object({
    action: z.literal("identify"),
    client_id: z.string().check(z.minLength(1)),
    user_id: z.string().check(z.minLength(1)),
    timestamp: z.optional(z.number()),
  }),
  z.object({ action: z.literal("user-logout") }),
  // Chat: the caller is typing in a room (the SPA sends at most one every chatLimits.typingEveryMs);
  // the room's other members get `chat.typing`.
  z.object({ action: z.literal("chat.typing"), roomId: idSchema }),
  // Chat: this socket shows the chat (its room list) and the room `roomId` (none: the list alone).
  // The answer for a room is `chat.online`; then `chat.presence` as its members, and the people of
  // the caller's private chats, come and go. Sent again after every reconnect.
  z.object({ action: z.literal("chat.watch"), roomId: z.optional(idSchema) }),
  // Chat: this socket left the chat (no more presence news).
  z.object({ action: z.literal("chat.unwatch") }),
]);
export type ClientMessage = z.infer<typeof clientMessageSchema>;

export const serverEventSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("pong"), at: z.number() }),
  z.object({ type: z.literal("identified"), user_id: z.string() }),
  z.object({ type: z.literal("system.message"), text: z.string() }),
  // A new notification to show as a popup (`popup`) and/or with a sound (`sound`), per the user's
  // channels. It is pushed while the center is still being written, and may come twice for the same
  // `notification._id` (the sender's work is retried): show each id once. The badge is not in it.
  z.object({
    type: z.literal("notification.created"),
    notification: notificationViewSchema,
    popup: z.optional(z.boolean()),
    sound: z.optional(z.boolean()),
  }),
  // The exact unread badge: after new notifications are stored, and after some are marked read.
  z.object({ type: z.literal("notification.unread"), unread: z.number().check(z.int()) }),
  // The shop: the person's balance after an accrual, a cancellation, a purchase or a nullification.
  z.object({ type: z.literal("shop.balance"), coins: z.number().check(z.int()) }),
  // The shop: a new order (to the managers) or an order handed out (to the buyer).
  z.object({
    type: z.literal("shop.order"),
    orderId: z.string(),
    status: z.enum(["new", "handed_out"]),
    userId: z.string(),
    itemName: z.string(),
  }),
  // The calendar: an event the person may see was created, changed, moved or cancelled (open
  // calendar views refetch their range).
  z.object({ type: z.literal("calendar.changed"), eventId: z.string() }),
  // The calendar: an event the person is invited to starts in under 10 minutes (the in-app warning).
  z.object({
    type: z.literal("calendar.reminder"),
    occurrenceId: z.string(),
    name: z.string(),
    start: z.string(),
    link: z.optional(z.string()),
  }),
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
]);
export type ServerEvent = z.infer<typeof serverEventSchema>;

/** The socket's own messages; every other pushed type belongs to a module. */
type PlatformEventType = "pong" | "identified" | "system.message";
type ManifestTopic = ListedTopics<(typeof moduleManifest)[number]>;
type ListedTopics<R> = R extends { realtime: readonly (infer T)[] } ? T : never;
type Declared<T extends ManifestTopic> = T;
/** Every module event pushed here is named in its manifest row's `realtime` (a new one fails `tsc` until it is). */
export type _RealtimeTopicsInManifest = Declared<Exclude<ServerEvent["type"], PlatformEventType>>;
