import * as z from "zod/mini";
import { notificationViewSchema } from "./schemas";

/** The notifications module's pushes over the socket (each `type` is named in its manifest row's `realtime`). */
export const notificationsServerEvents = [
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
] as const;
