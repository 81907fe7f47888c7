import type {
  Actor,
  MarkAllReadResult,
  MarkReadResult,
  NotificationPage,
  NotificationPosition,
  NotificationSectionFilter,
  NotificationView,
  UnreadCount,
} from "@intranet/contracts";
import { eventBus } from "../events";
import { AppError } from "../platform";
import { isVisitorSelf, requireMember, requireOwnerOrAdmin, tenantOf } from "./access";
import { notificationEvents, type ReadAllRequestedDetail, type UnreadChangedDetail } from "./events";
import {
  findNotification,
  markAllNotificationsRead,
  markNotificationRead,
  notificationPage,
  toNotificationView,
  unreadCount,
} from "./store";

/** Unread items "mark all read" marks within the request; a longer backlog is finished on the bus. */
export const MARK_ALL_REQUEST_BUDGET = 500;

/**
 * A visiting superadmin's own center in a tenant: empty (they are not a member there and are never
 * notified in it), answered without reading anything.
 */
const emptyPage = (): NotificationPage => ({ items: [], next: null });

/** GET /api/notification/{client_id}/{section}/{user_id}/{time}?read= : the user or an admin. */
export async function listNotifications(
  actor: Actor,
  params: { client_id: string; section: NotificationSectionFilter; user_id: string; time: NotificationPosition },
  query: { read?: boolean | undefined },
): Promise<NotificationPage> {
  if (isVisitorSelf(actor, params.user_id, tenantOf(actor, params.client_id))) return emptyPage();
  const clientId = await requireOwnerOrAdmin(actor, params.user_id, params.client_id);
  return notificationPage(clientId, params.user_id, params.section, query.read, params.time);
}

/** GET /api/notification/{client_id}/all?time=&read=&section= : the caller's own notifications. */
export async function listMyNotifications(
  actor: Actor,
  clientId: string,
  query: { time?: NotificationPosition | undefined; read?: boolean | undefined; section?: NotificationSectionFilter },
): Promise<NotificationPage> {
  if (isVisitorSelf(actor, actor.userId, tenantOf(actor, clientId))) return emptyPage();
  const tenantId = requireMember(actor, clientId);
  return notificationPage(tenantId, actor.userId, query.section ?? "all", query.read, query.time ?? { before: "now" });
}

/**
 * GET /api/notification/{id}: one of the caller's notifications; an admin names another user with
 * `?user_id=`. Another tenant's or user's id is simply not found, and so is any id a visiting
 * superadmin asks about as their own (they have none in the tenant): the same 404 as a missing id.
 */
export async function getNotification(actor: Actor, id: string, userId?: string): Promise<NotificationView> {
  const owner = userId ?? actor.userId;
  if (isVisitorSelf(actor, owner, tenantOf(actor))) throw new AppError("notifications.not_found");
  const clientId = owner !== actor.userId ? await requireOwnerOrAdmin(actor, owner) : requireMember(actor);
  const record = await findNotification(clientId, owner, id);
  if (!record) throw new AppError("notifications.not_found");
  return toNotificationView(record);
}

/** GET /api/notification/unread/{client_id}/{user_id}: the badge, one Get of the counter. */
export async function getUnreadCount(actor: Actor, clientId: string, userId: string): Promise<UnreadCount> {
  if (isVisitorSelf(actor, userId, tenantOf(actor, clientId))) return { count: 0 };
  const tenantId = await requireOwnerOrAdmin(actor, userId, clientId);
  return { count: await unreadCount(tenantId, userId) };
}

async function announceUnread(tenantId: string, userId: string): Promise<void> {
  const detail: UnreadChangedDetail = { userIds: [userId] };
  await eventBus().publish([{ type: notificationEvents.unreadChanged, tenantId, detail }]);
}

/**
 * PUT /api/notification/{id}/read: the caller's notification; marking it again changes nothing.
 * A visiting superadmin has none in the tenant: whatever the id, it is not found (nothing is read).
 */
export async function markRead(actor: Actor, id: string): Promise<MarkReadResult> {
  if (isVisitorSelf(actor, actor.userId, tenantOf(actor))) throw new AppError("notifications.not_found");
  const clientId = requireMember(actor);
  const { found, changed } = await markNotificationRead(clientId, actor.userId, id);
  if (!found) throw new AppError("notifications.not_found");
  if (changed) await announceUnread(clientId, actor.userId);
  return { _id: id, read: true, changed, unread: await unreadCount(clientId, actor.userId) };
}

/**
 * PUT /api/notification/{client_id}/all/read: every unread notification of the caller, each
 * counted off exactly once (store.ts); the counter ends at 0 unless notifications arrived meanwhile.
 */
export async function markAllRead(actor: Actor, clientId: string): Promise<MarkAllReadResult> {
  if (isVisitorSelf(actor, actor.userId, tenantOf(actor, clientId))) return { marked: 0, unread: 0, pending: false };
  const tenantId = requireMember(actor, clientId);
  const { marked, stoppedBefore } = await markAllNotificationsRead(tenantId, actor.userId, {
    budget: MARK_ALL_REQUEST_BUDGET,
  });
  if (stoppedBefore) {
    const detail: ReadAllRequestedDetail = { userId: actor.userId, beforeId: stoppedBefore };
    await eventBus().publish([{ type: notificationEvents.readAllRequested, tenantId, detail }]);
  }
  if (marked) await announceUnread(tenantId, actor.userId);
  return { marked, unread: await unreadCount(tenantId, actor.userId), pending: Boolean(stoppedBefore) };
}

/** The `notification.read_all_requested` subscriber: finishes a long "mark all read". */
export async function continueMarkAllRead(tenantId: string, detail: ReadAllRequestedDetail): Promise<number> {
  const { marked, stoppedBefore } = await markAllNotificationsRead(tenantId, detail.userId, {
    beforeId: detail.beforeId,
    budget: 20_000,
  });
  if (stoppedBefore) {
    const next: ReadAllRequestedDetail = { userId: detail.userId, beforeId: stoppedBefore };
    await eventBus().publish([{ type: notificationEvents.readAllRequested, tenantId, detail: next }]);
  }
  if (marked) await announceUnread(tenantId, detail.userId);
  return marked;
}
