import { z } from "zod";
import { notificationViewSchema } from "./notifications";

/**
 * Messages on the realtime socket. Client → server messages are routed by `action` ($default route);
 * server → client pushes carry a `type`. Modules add their events here.
 */
export const clientMessageSchema = z.discriminatedUnion("action", [
  z.object({ action: z.literal("ping") }),
  z.object({
    action: z.literal("identify"),
    client_id: z.string().min(1),
    user_id: z.string().min(1),
    timestamp: z.number().optional(),
  }),
  z.object({ action: z.literal("user-logout") }),
]);
export type ClientMessage = z.infer<typeof clientMessageSchema>;

export const serverEventSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("pong"), at: z.number() }),
  z.object({ type: z.literal("identified"), user_id: z.string() }),
  z.object({ type: z.literal("system.message"), text: z.string() }),
  // A new notification (popup, with `sound` when the user wants it) and the unread badge after it.
  z.object({
    type: z.literal("notification.created"),
    notification: notificationViewSchema,
    unread: z.number().int(),
    popup: z.boolean().optional(),
    sound: z.boolean().optional(),
  }),
  // The unread badge changed (marked read elsewhere, or a notification the user wants no popup for).
  z.object({ type: z.literal("notification.unread"), unread: z.number().int() }),
]);
export type ServerEvent = z.infer<typeof serverEventSchema>;
