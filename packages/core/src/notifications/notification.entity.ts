import { defineEntity, type EntityItem } from "../db/entity";
import { notificationSections } from "@intranet/contracts";

/**
 * One notification of one user (product-spec §3 Notification). Ids are ULIDs whose time part IS the
 * notification's time, so "newest first, older than a time or than the last item seen" is a key
 * range, ties included. Access patterns (every range is bounded to this entity's key prefix, since
 * other entities share the `clientId + userId` partition):
 * - a user's center, every section: Query pk = clientId + userId, sk = id, descending (`byUser`);
 * - one section: Query gsi1 pk = clientId + userId + section, sk = id (`bySection`);
 * - unread only: Query gsi2 pk = clientId + unreadOf, sk = id (`unread`). SPARSE: `unreadOf` (the
 *   user id) exists only while the item is unread; marking it read REMOVEs it (and the gsi2 key), so
 *   the unread list never reads read items and "mark all read" walks exactly the unread ones;
 * - one by id: Get (clientId, userId, id);
 * - read = true lists: the two first patterns with a filter on `read`.
 * Creating an unread item and ADDing 1 to the user's counter are one transaction; so are marking it
 * read (condition read = false) and ADDing -1 (counter.entity below). Items do not expire: the
 * counter must always equal the number of unread items.
 */
export const NotificationEntity = defineEntity({
  model: { entity: "notification", version: "1", service: "intranet" },
  attributes: {
    clientId: { type: "string", required: true },
    userId: { type: "string", required: true },
    notificationId: { type: "string", required: true },
    section: { type: notificationSections, required: true },
    /** ISO time, equal to the id's time part. */
    time: { type: "string", required: true },
    read: { type: "boolean", required: true, default: false },
    readAt: { type: "string" },
    /** The user id while unread (the sparse `unread` index), absent once read. */
    unreadOf: { type: "string" },
    kind: { type: "string", required: true },
    title: { type: "string", required: true },
    body: { type: "string", required: true },
    link: { type: "string" },
    actorId: { type: "string" },
    /**
     * A built-in template's code and the values it was filled with (the recipient's language gave
     * `title` and `body`), so a reader's SPA shows the texts in the language it shows now. Absent
     * for explicit texts and for a tenant's own template (those texts are what everyone reads).
     */
    template: { type: "string" },
    /** Values by name (strings), with `template`. */
    params: { type: "any" },
  },
  indexes: {
    byUser: {
      pk: { field: "pk", composite: ["clientId", "userId"] },
      sk: { field: "sk", composite: ["notificationId"] },
    },
    bySection: {
      index: "gsi1",
      pk: { field: "gsi1pk", composite: ["clientId", "userId", "section"] },
      sk: { field: "gsi1sk", composite: ["notificationId"] },
    },
    unread: {
      index: "gsi2",
      pk: { field: "gsi2pk", composite: ["clientId", "unreadOf"] },
      sk: { field: "gsi2sk", composite: ["notificationId"] },
    },
  },
});

/**
 * A user's unread count, the badge (Get, O(1)). Changed only by atomic ADDs inside the same
 * transactions that create unread items or mark them read, so it stays exact under concurrency.
 */
export const NotificationCounterEntity = defineEntity({
  model: { entity: "notificationCounter", version: "1", service: "intranet" },
  attributes: {
    clientId: { type: "string", required: true },
    userId: { type: "string", required: true },
    unread: { type: "number", required: true, default: 0 },
  },
  indexes: {
    byUser: {
      pk: { field: "pk", composite: ["clientId", "userId"] },
      sk: { field: "sk", composite: [] },
    },
  },
});

/**
 * "This user was already notified of this event": written with attribute_not_exists in the
 * transaction that creates the notification, so a bus event delivered twice (EventBridge delivers
 * at least once) or a like repeated notifies once. Expires through the table TTL.
 */
export const NOTIFICATION_GUARD_TTL_SECONDS = 30 * 24 * 60 * 60;

export const NotificationGuardEntity = defineEntity({
  model: { entity: "notificationGuard", version: "1", service: "intranet" },
  attributes: {
    clientId: { type: "string", required: true },
    userId: { type: "string", required: true },
    key: { type: "string", required: true },
    expiresAt: { type: "number", required: true },
  },
  indexes: {
    byUser: {
      pk: { field: "pk", composite: ["clientId", "userId"] },
      sk: { field: "sk", composite: ["key"] },
    },
  },
});

export type NotificationRecord = EntityItem<typeof NotificationEntity>;
