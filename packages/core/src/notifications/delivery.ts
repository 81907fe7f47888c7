import type { IntegrationChannel } from "@intranet/contracts";
import { mailer } from "../mail/mail";
import { publish } from "../realtime/publish";
import type { NotificationCreatedDetail } from "./events";
import { integrationSecrets } from "./integrations";
import { unreadCounts } from "./store";
import { mapLimited } from "./transaction";
import { sendToChats, type IntegrationSecrets } from "./webhooks";

export interface DeliveryReport {
  pushed: number;
  mailed: number;
  posted: number;
  failed: number;
}

const chatChannels: IntegrationChannel[] = ["telegram", "teams", "slack"];

function logFailure(msg: string, context: Record<string, unknown>, error: unknown) {
  console.error(JSON.stringify({ level: "error", msg, ...context, error: String(error) }));
}

/**
 * The `notification.created` subscriber's work: for each recipient, the realtime push (the popup
 * when `system` or `sound` is on, else just the new badge so it updates) and the e-mail; and the
 * posts to the tenant's chats (one per text, naming its recipients). Channels are independent: a failing one is logged and the others go on; nothing
 * is thrown, so a retry never mails or posts twice because another channel failed.
 */
export async function deliverNotifications(
  tenantId: string,
  detail: NotificationCreatedDetail,
): Promise<DeliveryReport> {
  const report: DeliveryReport = { pushed: 0, mailed: 0, posted: 0, failed: 0 };
  const deliveries = detail.deliveries ?? [];
  const chats = (detail.chats ?? []).filter((post) => post.text && post.channels?.length);
  const [counts, secrets] = await Promise.all([
    deliveries.length
      ? unreadCounts(
          tenantId,
          deliveries.map((delivery) => delivery.userId),
        )
      : new Map<string, number>(),
    chats.length ? integrationSecrets(tenantId) : ({} as IntegrationSecrets),
  ]);
  const posting = Promise.all(
    chats.map((post) =>
      sendToChats(
        secrets,
        post.channels.filter((channel) => chatChannels.includes(channel)),
        post.text,
        { tenantId },
      ).then((outcomes) => {
        for (const outcome of outcomes) {
          if (outcome.ok) report.posted++;
          else report.failed++;
        }
      }),
    ),
  );

  await mapLimited(deliveries, 10, async (delivery) => {
    const { userId, channels, notification } = delivery;
    const context = { tenantId, userId, notificationId: notification._id };
    const unread = counts.get(userId) ?? 0;
    const work: Array<Promise<void>> = [];

    if (channels.system || channels.sound)
      work.push(
        publish(tenantId, [userId], {
          type: "notification.created",
          notification,
          unread,
          popup: channels.system,
          sound: channels.sound,
        }).then((sockets) => void (report.pushed += sockets)),
      );
    else if (channels.center)
      work.push(
        publish(tenantId, [userId], { type: "notification.unread", unread }).then(
          (sockets) => void (report.pushed += sockets),
        ),
      );

    if (delivery.email)
      work.push(
        mailer()
          .send(delivery.email)
          .then(() => void report.mailed++),
      );

    for (const outcome of await Promise.allSettled(work))
      if (outcome.status === "rejected") {
        report.failed++;
        logFailure("notification delivery failed", context, outcome.reason);
      }
  });
  await posting;
  return report;
}

/** The `notification.unread_changed` subscriber's work: the new badge to each user's open tabs. */
export async function pushUnreadCounts(tenantId: string, userIds: string[]): Promise<number> {
  const counts = await unreadCounts(tenantId, userIds);
  let pushed = 0;
  await mapLimited([...counts], 10, async ([userId, unread]) => {
    try {
      pushed += await publish(tenantId, [userId], { type: "notification.unread", unread });
    } catch (error) {
      logFailure("unread push failed", { tenantId, userId }, error);
    }
  });
  return pushed;
}
