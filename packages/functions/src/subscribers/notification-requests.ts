import type { EventBridgeEvent } from "aws-lambda";
import {
  continueMarkAllRead,
  notificationEvents,
  type NotificationRequestedDetail,
  type ReadAllRequestedDetail,
  processNotificationRequest,
} from "@intranet/core/notifications";

type Detail = Partial<NotificationRequestedDetail & ReadAllRequestedDetail> & { tenantId?: string };

/**
 * Bus subscriber for the long work of the notifications area: an admin's send to many people
 * (`notification.requested`, notify() in slices; the request id is the dedupe key, so a retry
 * notifies nobody twice) and the rest of a very long "mark all read".
 */
export async function handler(event: EventBridgeEvent<string, Detail>) {
  const { tenantId, ...detail } = event.detail ?? {};
  if (!tenantId) return { outcome: "ignored" };
  if (
    event["detail-type"] === notificationEvents.requested &&
    detail.requestId &&
    detail.recipients &&
    detail.payload
  ) {
    const result = await processNotificationRequest(tenantId, detail as NotificationRequestedDetail);
    return { notified: result.notified.length, duplicates: result.duplicates.length, skipped: result.skipped.length };
  }
  if (event["detail-type"] === notificationEvents.readAllRequested && detail.userId && detail.beforeId)
    return { marked: await continueMarkAllRead(tenantId, detail as ReadAllRequestedDetail) };
  return { outcome: "ignored" };
}
