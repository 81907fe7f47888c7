import type { ModulePlugin } from "../platform";

/**
 * Notifications: deliveries (push, e-mail, chats) and admin sends to many people run off the
 * request path.
 */
export const plugin = {
  subscriptions: [
    {
      name: "NotificationDelivery",
      eventTypes: ["notification.created", "notification.unread_changed"],
      file: "notification-delivery",
    },
    {
      name: "NotificationRequests",
      eventTypes: ["notification.requested", "notification.read_all_requested"],
      file: "notification-requests",
      timeoutSeconds: 900,
    },
  ],
  collections: [
    { name: "notifications", entities: ["notification", "notificationCounter", "notificationGuard"], deletable: true },
    {
      name: "notifications.settings",
      entities: ["notificationSettings", "notificationDefaults", "notificationTemplate", "notificationIntegrations"],
      deletable: false,
    },
  ],
} satisfies ModulePlugin;
