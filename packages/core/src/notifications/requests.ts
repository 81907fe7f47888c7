import type {
  Actor,
  CreateNotificationBody,
  EmailNotificationBody,
  MessageBody,
  NotificationRequestAccepted,
} from "@intranet/contracts";
import { eventBus } from "../events";
import { newId, timeOfId, PLATFORM_TENANT } from "../platform";
import { usersPage, findUser } from "../users";
import { requireAdmin } from "./access";
import { notificationEvents, type NotificationRequestedDetail, type RequestedPayload } from "./events";
import { notify, type NotifyResult } from "./notify";
import { personValue } from "@intranet/contracts/autoTexts";
import { requireTemplate } from "./templates";

/**
 * The admin sends (POST /api/notification, PUT /api/notification, POST /api/message): checked on
 * the request path (recipients, template), then fanned out off it through the bus
 * (`notification.requested`), the subscriber calling notify() in slices. The request id is the
 * dedupe key, so a redelivered event notifies nobody twice.
 */
async function accept(
  actor: Actor,
  recipients: { user_ids?: string[] | undefined; all?: true | undefined },
  payload: RequestedPayload,
): Promise<NotificationRequestAccepted> {
  const tenantId = requireAdmin(actor);
  if (payload.template) await requireTemplate(tenantId, payload.template);
  const requestId = newId();
  const detail: NotificationRequestedDetail = {
    requestId,
    senderId: actor.userId,
    recipients: recipients.all ? { all: true } : { userIds: recipients.user_ids ?? [] },
    payload,
  };
  await eventBus().publish([{ type: notificationEvents.requested, tenantId, detail }]);
  return { requestId, recipients: recipients.all ? null : (recipients.user_ids?.length ?? 0) };
}

/** POST /api/notification: a notification through each recipient's channels. */
export function requestNotification(actor: Actor, body: CreateNotificationBody) {
  return accept(actor, body, {
    section: body.section,
    kind: body.kind,
    link: body.link,
    template: body.template,
    variables: body.variables,
    title: body.title,
    body: body.body,
  });
}

/** PUT /api/notification: an e-mail to each recipient (their e-mail channel is not asked). */
export function requestEmail(actor: Actor, body: EmailNotificationBody) {
  return accept(actor, body, {
    section: "other",
    kind: "email",
    link: body.link,
    template: body.template,
    variables: body.variables,
    title: body.subject,
    body: body.text,
    emailOnly: true,
  });
}

/** POST /api/message: a message from the administration (template `message`: sender and text). */
export async function requestMessage(actor: Actor, body: MessageBody) {
  requireAdmin(actor);
  // A superadmin's user item lives under the platform tenant.
  const sender = await findUser(actor.homeTenantId ?? PLATFORM_TENANT, actor.userId);
  return accept(actor, body, {
    section: "other",
    kind: "message",
    link: body.link,
    template: "message",
    variables: { sender: sender ? personValue(sender) : "the administration", text: body.text },
  });
}

const SLICE = 100;

/** The `notification.requested` subscriber: everyone named (or every active employee), in slices. */
export async function processNotificationRequest(
  tenantId: string,
  detail: NotificationRequestedDetail,
): Promise<NotifyResult> {
  const total: NotifyResult = { notified: [], duplicates: [], skipped: [], stored: {} };
  const { payload } = detail;
  const send = async (userIds: string[]) => {
    const result = await notify(tenantId, userIds, {
      section: payload.section,
      kind: payload.kind,
      template: payload.template,
      variables: payload.variables,
      title: payload.title,
      body: payload.body,
      link: payload.link,
      actorId: detail.senderId,
      includeActor: true,
      dedupeKey: `request:${detail.requestId}`,
      now: timeOfId(detail.requestId),
      onlyChannels: payload.emailOnly ? ["email"] : undefined,
    });
    total.notified.push(...result.notified);
    total.duplicates.push(...result.duplicates);
    total.skipped.push(...result.skipped);
    Object.assign(total.stored, result.stored);
  };
  if ("userIds" in detail.recipients) {
    const ids = detail.recipients.userIds;
    for (let start = 0; start < ids.length; start += SLICE) await send(ids.slice(start, start + SLICE));
    return total;
  }
  let cursor: string | null = null;
  do {
    const page = await usersPage(tenantId, { status: "active", limit: SLICE, cursor });
    if (page.items.length) await send(page.items.map((user) => user._id));
    cursor = page.cursor;
  } while (cursor);
  return total;
}
