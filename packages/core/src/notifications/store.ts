import type { AutoParams } from "@intranet/contracts/autoTexts";
import { encodeTime } from "ulid";
import {
  notificationLimits,
  type NotificationPage,
  type NotificationPosition,
  type NotificationSection,
  type NotificationSectionFilter,
  type NotificationView,
} from "@intranet/contracts";
import { getAll, describeCancellation, named, writeTransaction, type ConflictRetry } from "../db";
import { db } from "./entities";
import { NOTIFICATION_GUARD_TTL_SECONDS, type NotificationRecord } from "./notification.entity";
import { mapLimited } from "../platform";

/** Thirty notifications for one person at once all ADD to the same counter item: a larger budget. */
const hotCounter: ConflictRetry = { maxAttempts: 30, backoffCeilingMs: 500 };

/**
 * The notification items and the unread counters (notification.entity.ts has the access patterns).
 * Every change of an item's read state goes with an ADD on the counter in ONE transaction, so the
 * counter is the exact number of unread items whatever runs concurrently.
 */
export type { NotificationRecord };

export interface NewNotification {
  clientId: string;
  userId: string;
  notificationId: string;
  section: NotificationSection;
  time: string;
  kind: string;
  title: string;
  body: string;
  link?: string | undefined;
  actorId?: string | undefined;
  template?: string | undefined;
  params?: AutoParams | undefined;
}

export function toNotificationView(record: NewNotification & Partial<NotificationRecord>, stored = true) {
  const view: NotificationView = {
    _id: record.notificationId,
    client_id: record.clientId,
    user_id: record.userId,
    section: record.section,
    time: record.time,
    read: record.read ?? false,
    title: record.title,
    body: record.body,
    kind: record.kind,
  };
  if (record.readAt) view.readAt = record.readAt;
  if (record.link) view.link = record.link;
  if (record.actorId) view.actor = record.actorId;
  if (record.template && record.params) {
    view.template = record.template;
    view.params = record.params as AutoParams;
  }
  if (!stored) view.stored = false;
  return view;
}

const guardExpiry = () => Math.floor(Date.now() / 1000) + NOTIFICATION_GUARD_TTL_SECONDS;

/** One recipient's write: the center item (when `store`) and the dedupe guard (when `guardKey`). */
export interface NotificationWrite {
  item: NewNotification;
  store: boolean;
  guardKey?: string | undefined;
}

/** Recipients per transaction: 3 items each (guard, item, counter), under DynamoDB's 100. */
const RECIPIENTS_PER_TRANSACTION = 33;
/** Transactions in flight at once for one notify() call. */
const PARALLEL_TRANSACTIONS = 4;

/**
 * Writes many recipients' notifications: each unread item goes with an ADD of 1 on its user's
 * counter, and a guard item (created only if absent) when there is a dedupe key, all in the same
 * transaction, so the counter stays exact. Recipients share transactions (33 each) because a
 * notification to a whole company must not cost one round trip per person. A guard or an item that
 * already exists (a repeated call names its items with the same stable ids) cancels its
 * transaction: that recipient is a "duplicate" and the others are written again without it, so
 * nothing is written twice and nobody else is lost.
 */
export async function writeNotifications(writes: NotificationWrite[]): Promise<Array<"created" | "duplicate">> {
  const outcomes: Array<"created" | "duplicate"> = writes.map(() => "created");
  const indexes = writes
    .map((_write, index) => index)
    .filter((index) => writes[index]!.store || writes[index]!.guardKey);
  const chunks: number[][] = [];
  for (let start = 0; start < indexes.length; start += RECIPIENTS_PER_TRANSACTION)
    chunks.push(indexes.slice(start, start + RECIPIENTS_PER_TRANSACTION));

  await mapLimited(chunks, PARALLEL_TRANSACTIONS, async (chunk) => {
    let pending = chunk;
    while (pending.length) {
      const ownerOf = new Map<string, number>(); // commit name of a guard or an item → write index
      const outcome = await writeTransaction(
        ({ notification, notificationCounter, notificationGuard }) => {
          const operations = [];
          const expiresAt = guardExpiry();
          for (const index of pending) {
            const { item, store, guardKey } = writes[index]!;
            const { clientId, userId } = item;
            if (guardKey) {
              ownerOf.set(`guard.${index}`, index);
              operations.push(
                named(
                  `guard.${index}`,
                  notificationGuard.create({ clientId, userId, key: guardKey, expiresAt }).commit(),
                ),
              );
            }
            if (store) {
              ownerOf.set(`item.${index}`, index);
              operations.push(
                named(`item.${index}`, notification.create({ ...item, read: false, unreadOf: userId }).commit()),
                named(`counter.${index}`, notificationCounter.update({ clientId, userId }).add({ unread: 1 }).commit()),
              );
            }
          }
          return operations;
        },
        { retry: hotCounter },
      );
      if (outcome.ok) return;
      const duplicates = [...ownerOf].filter(([name]) => outcome.failed(name)).map(([, index]) => index);
      if (!duplicates.length) throw new Error(`notification transaction cancelled: ${describeCancellation(outcome)}`);
      for (const index of duplicates) outcomes[index] = "duplicate";
      pending = pending.filter((index) => !duplicates.includes(index));
    }
  });
  return outcomes;
}

/** The badge: one consistent Get of the counter item (absent = 0). */
export async function unreadCount(clientId: string, userId: string): Promise<number> {
  const { data } = await db().entities.notificationCounter.get({ clientId, userId }).go({ consistent: true });
  return Math.max(0, data?.unread ?? 0);
}

/** Several users' badges with one consistent BatchGet. */
export async function unreadCounts(clientId: string, userIds: string[]): Promise<Map<string, number>> {
  const wanted = [...new Set(userIds)];
  const counters = await getAll(
    wanted.map((userId) => ({ clientId, userId })),
    (keys) => db().entities.notificationCounter.get(keys).go({ consistent: true }),
  );
  const counts = new Map(counters.map((counter) => [counter.userId, Math.max(0, counter.unread ?? 0)]));
  for (const userId of wanted) if (!counts.has(userId)) counts.set(userId, 0);
  return counts;
}

/** The recipients already holding this dedupe key's guard (notified of it before): one BatchGet. */
export async function guardedUsers(clientId: string, userIds: string[], key: string): Promise<Set<string>> {
  const guards = await getAll(
    [...new Set(userIds)].map((userId) => ({ clientId, userId, key })),
    (keys) => db().entities.notificationGuard.get(keys).go(),
  );
  return new Set(guards.map((guard) => guard.userId));
}

export async function findNotification(
  clientId: string,
  userId: string,
  notificationId: string,
): Promise<NotificationRecord | undefined> {
  const { data } = await db().entities.notification.get({ clientId, userId, notificationId }).go({ consistent: true });
  return data ?? undefined;
}

/**
 * Marks one notification read: read = false → true under a condition, the sparse `unreadOf`
 * removed, and ADD -1 on the counter, in one transaction. Ten parallel calls decrement once.
 */
export async function markNotificationRead(
  clientId: string,
  userId: string,
  notificationId: string,
): Promise<{ found: boolean; changed: boolean }> {
  const readAt = new Date().toISOString();
  const outcome = await writeTransaction(
    ({ notification, notificationCounter }) => [
      named(
        "item",
        notification
          .patch({ clientId, userId, notificationId })
          .set({ read: true, readAt })
          .remove(["unreadOf"])
          .where(({ read }, { eq }) => eq(read, false))
          .commit(),
      ),
      named("counter", notificationCounter.update({ clientId, userId }).add({ unread: -1 }).commit()),
    ],
    { retry: hotCounter },
  );
  if (outcome.ok) return { found: true, changed: true };
  if (!outcome.failed("item")) throw new Error(`mark read cancelled: ${describeCancellation(outcome)}`);
  return { found: (await findNotification(clientId, userId, notificationId)) !== undefined, changed: false };
}

/** Items marked per transaction by "mark all read" (plus the counter: far below DynamoDB's 100). */
const MARK_BATCH = 50;

/**
 * Marks a batch read with ONE counter ADD of minus the batch size, in one transaction. Items
 * someone marked meanwhile fail their condition and cancel the transaction: they are dropped and
 * the rest is tried again, so every item is counted exactly once.
 */
async function markBatchRead(clientId: string, userId: string, ids: string[]): Promise<number> {
  let pending = ids;
  while (pending.length) {
    const batch = pending;
    const readAt = new Date().toISOString();
    const outcome = await writeTransaction(
      ({ notification, notificationCounter }) => [
        ...batch.map((notificationId) =>
          named(
            `item.${notificationId}`,
            notification
              .patch({ clientId, userId, notificationId })
              .set({ read: true, readAt })
              .remove(["unreadOf"])
              .where(({ read }, { eq }) => eq(read, false))
              .commit(),
          ),
        ),
        named("counter", notificationCounter.update({ clientId, userId }).add({ unread: -batch.length }).commit()),
      ],
      { retry: hotCounter },
    );
    if (outcome.ok) return batch.length;
    const failed = new Set(batch.filter((id) => outcome.failed(`item.${id}`)));
    if (!failed.size) throw new Error(`mark all read cancelled: ${describeCancellation(outcome)}`);
    pending = batch.filter((id) => !failed.has(id));
  }
  return 0;
}

/**
 * "Mark all read": walks the sparse unread index newest first, once (a cursor, so stale index
 * entries are never revisited), marking each page read with markBatchRead. Notifications that
 * arrive during the walk are newer than where it started and stay unread (and counted). Stops
 * after `budget` items and reports where it stopped, so a huge backlog can be finished elsewhere.
 */
export async function markAllNotificationsRead(
  clientId: string,
  userId: string,
  options: { beforeId?: string | undefined; budget: number },
): Promise<{ marked: number; stoppedBefore?: string }> {
  let marked = 0;
  let seen = 0;
  let cursor: string | null = null;
  let lastId: string | undefined;
  const unread = db().entities.notification.query.unread({ clientId, unreadOf: userId });
  const query = options.beforeId
    ? unread.between({ notificationId: "0" }, { notificationId: options.beforeId })
    : unread;
  do {
    const page: { data: NotificationRecord[]; cursor: string | null } = await query.go({
      order: "desc",
      limit: MARK_BATCH,
      cursor,
    });
    const ids = page.data
      .filter((item) => item.read !== true && item.notificationId !== options.beforeId)
      .map((item) => item.notificationId);
    marked += await markBatchRead(clientId, userId, ids);
    seen += page.data.length;
    lastId = page.data.at(-1)?.notificationId ?? lastId;
    cursor = page.cursor;
  } while (cursor && seen < options.budget);
  return cursor && lastId ? { marked, stoppedBefore: lastId } : { marked };
}

/**
 * One page of a user's center, newest first: `pageSize` items strictly before the position (a time,
 * or the last item seen: ties are safe because the id orders items of the same millisecond).
 * - unread only: the sparse unread index (a section is a filter on that small set);
 * - a section: gsi1; everything: the user's partition; "read only" is a filter on those.
 * Ranges are bounded below by this entity's key prefix, so items of other entities sharing the
 * partition are never read.
 */
export async function notificationPage(
  clientId: string,
  userId: string,
  section: NotificationSectionFilter,
  read: boolean | undefined,
  position: NotificationPosition,
): Promise<NotificationPage> {
  const size = notificationLimits.pageSize;
  const upper =
    "beforeId" in position
      ? { notificationId: position.beforeId }
      : "beforeTime" in position
        ? { notificationId: encodeTime(position.beforeTime, 10) }
        : undefined;
  const lower = { notificationId: "0" };
  const entity = db().entities.notification;
  const base =
    read === false
      ? entity.query.unread({ clientId, unreadOf: userId })
      : section === "all"
        ? entity.query.byUser({ clientId, userId })
        : entity.query.bySection({ clientId, userId, section });
  const ranged = upper ? base.between(lower, upper) : base;
  const filtered =
    read === true
      ? ranged.where(({ read: attribute }, { eq }) => eq(attribute, true))
      : read === false && section !== "all"
        ? ranged.where(({ section: attribute }, { eq }) => eq(attribute, section))
        : ranged;
  const isFiltered = filtered !== ranged;
  // One more than a page tells whether another page exists; one more again covers the item the
  // position names, which `between` includes.
  const want = size + 1 + ("beforeId" in position ? 1 : 0);
  const { data } = await filtered.go({ order: "desc", count: want, limit: isFiltered ? 200 : want });
  const items = data.filter((item) => !("beforeId" in position) || item.notificationId !== position.beforeId);
  const pageItems = items.slice(0, size);
  return {
    items: pageItems.map((item) => toNotificationView(item)),
    next: items.length > size ? pageItems.at(-1)!.notificationId : null,
  };
}
