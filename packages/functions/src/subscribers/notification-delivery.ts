import type { EventBridgeEvent } from "aws-lambda";
import {
  deliverNotifications,
  pushUnreadCounts,
  notificationEvents,
  type NotificationCreatedDetail,
  type UnreadChangedDetail,
} from "@intranet/core/notifications";

type Detail = Partial<NotificationCreatedDetail & UnreadChangedDetail> & { tenantId?: string };

/**
 * Bus subscriber for `notification.created` (push, e-mail, Telegram / Teams / Slack) and
 * `notification.unread_changed` (the badge to the user's other tabs). The event's tenant, set by
 * the publisher, decides whose sockets and settings are used.
 */
export async function handler(event: EventBridgeEvent<string, Detail>) {
  const tenantId = event.detail?.tenantId;
  if (!tenantId) return { outcome: "ignored" };
  if (event["detail-type"] === notificationEvents.created && Array.isArray(event.detail.deliveries))
    return deliverNotifications(tenantId, {
      deliveries: event.detail.deliveries,
      chats: Array.isArray(event.detail.chats) ? event.detail.chats : [],
    });
  if (event["detail-type"] === notificationEvents.unreadChanged && Array.isArray(event.detail.userIds))
    return { pushed: await pushUnreadCounts(tenantId, event.detail.userIds) };
  return { outcome: "ignored" };
}
