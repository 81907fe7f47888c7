import type { IntegrationChannel } from "@intranet/contracts";
import { mailer } from "../mail";
import { publishEach } from "../realtime";
import type { NotificationCreatedDetail } from "./events";
import { integrationSecrets } from "./integrations";
import { unreadCounts } from "./store";
import { mapLimited } from "../platform";
import { sendToChats, type IntegrationSecrets } from "./webhooks";

export interface DeliveryReport {
  pushed: number;
  mailed: number;
  posted: number;
  failed: number;
}

const chatChannels: IntegrationChannel[] = ["telegram", "teams", "slack"];
/** E-mails handed to the mail port at once. */
const parallelMails = 10;

function logFailure(msg: string, context: Record<string, unknown>, error: unknown) {
  console.error(JSON.stringify({ level: "error", msg, ...context, error: String(error) }));
}

/**
 * The `notification.created` subscriber's work, once the center is written: for each recipient the
 * exact unread badge (the popup itself was pushed by notify()) and the e-mail; and the posts to the
 * tenant's chats (one per text, naming its recipients). Channels are independent: a failing one is
 * logged and the others go on; nothing is thrown, so a retry never mails or posts twice because
 * another channel failed.
 */
export async function deliverNotifications(
  tenantId: string,
  detail: NotificationCreatedDetail,
): Promise<DeliveryReport> {
  const report: DeliveryReport = { pushed: 0, mailed: 0, posted: 0, failed: 0 };
  const deliveries = detail.deliveries ?? [];
  const chats = (detail.chats ?? []).filter((post) => post.text && post.channels?.length);
  const [counts, secrets] = await Promise.all([
    deliveries.some(({ channels }) => channels.center)
      ? unreadCounts(
          tenantId,
          deliveries.filter(({ channels }) => channels.center).map((delivery) => delivery.userId),
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

  // The popups went out from notify(); this is the exact badge now that the center is written.
  const pushes = deliveries
    .filter(({ channels }) => channels.center)
    .map(({ userId }) => ({
      userId,
      event: { type: "notification.unread" as const, unread: counts.get(userId) ?? 0 },
    }));
  const pushing = publishEach(tenantId, pushes).then(
    (reached) => void (report.pushed += [...reached.values()].reduce((sum, count) => sum + count, 0)),
    (error: unknown) => {
      report.failed += pushes.length;
      logFailure("notification push failed", { tenantId }, error);
    },
  );
  const mailing = mapLimited(
    deliveries.filter((delivery) => delivery.email),
    parallelMails,
    async ({ userId, notification, email }) => {
      try {
        await mailer().send(email!);
        report.mailed++;
      } catch (error) {
        report.failed++;
        logFailure("notification e-mail failed", { tenantId, userId, notificationId: notification._id }, error);
      }
    },
  );
  await Promise.all([pushing, mailing]);
  await posting;
  return report;
}

/** The `notification.unread_changed` subscriber's work: the new badge to each user's open tabs. */
export async function pushUnreadCounts(tenantId: string, userIds: string[]): Promise<number> {
  const counts = await unreadCounts(tenantId, userIds);
  try {
    const reached = await publishEach(
      tenantId,
      [...counts].map(([userId, unread]) => ({ userId, event: { type: "notification.unread", unread } })),
    );
    return [...reached.values()].reduce((sum, count) => sum + count, 0);
  } catch (error) {
    logFailure("unread push failed", { tenantId }, error);
    return 0;
  }
}
