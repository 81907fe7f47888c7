import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { NotificationView } from "@intranet/contracts";
import { stableId } from "../platform";
import { captureEvents, refusal } from "../testing/capture";
import { countDynamoCalls } from "../testing/dynamo-calls";
import { member, tenantWithAdmin, type Member } from "../users/test-support";
import {
  continueMarkAllRead,
  getNotification,
  getUnreadCount,
  listMyNotifications,
  listNotifications,
  markAllRead,
  markRead,
} from "./center";
import type { NotificationCreatedDetail } from "./events";
import { notify, type NotifyPayload } from "./notify";
import { putUserSettings } from "./settings";
import { markAllNotificationsRead, notificationPage, unreadCount } from "./store";

const events = captureEvents();
beforeEach(() => void events.splice(0));

const base: NotifyPayload = { section: "other", kind: "test", title: "Hello", body: "World" };
const note = (userId: string, extra: Partial<NotifyPayload> = {}) => ({ ...base, ...extra });

/** Every page of a user's center, following `next`. */
async function allPages(tenantId: string, userId: string, section = "all" as const, read?: boolean) {
  const pages: NotificationView[][] = [];
  let position: Parameters<typeof notificationPage>[4] = { before: "now" };
  for (;;) {
    const page = await notificationPage(tenantId, userId, section, read, position);
    pages.push(page.items);
    if (!page.next) return pages;
    position = { beforeId: page.next };
  }
}

describe("the notification center", () => {
  let tenantId: string;
  let admin: Member;

  beforeAll(async () => {
    ({ tenantId, admin } = await tenantWithAdmin());
  });

  it("counts 30 parallel notifications of one person exactly 30 times, and lists all 30", async () => {
    const alice = await member(tenantId);
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, index) =>
        notify(tenantId, [alice.userId], note(alice.userId, { title: `n${index}` })),
      ),
    );
    expect(results.every((result) => result.notified.length === 1)).toBe(true);
    expect(await unreadCount(tenantId, alice.userId)).toBe(30);
    expect((await getUnreadCount(alice.actor, tenantId, alice.userId)).count).toBe(30);
    const pages = await allPages(tenantId, alice.userId);
    expect(pages.map((page) => page.length)).toEqual([20, 10]);
    expect(new Set(pages.flat().map((item) => item.title)).size).toBe(30);
    // A delivery per notification went to the bus.
    const delivered = events
      .filter((event) => event.type === "notification.created")
      .flatMap((event) => (event.detail as NotificationCreatedDetail).deliveries);
    expect(delivered.filter((delivery) => delivery.userId === alice.userId)).toHaveLength(30);
  });

  it("pages newest first by time, ties of one millisecond neither skipped nor repeated", async () => {
    const bob = await member(tenantId);
    const tie = Date.parse("2026-03-01T10:00:00.000Z");
    // 25 notifications in the very same millisecond, 3 older ones, 2 newer.
    for (let index = 0; index < 25; index++)
      await notify(tenantId, [bob.userId], note(bob.userId, { title: `tie${index}`, now: tie }));
    for (let index = 0; index < 3; index++)
      await notify(tenantId, [bob.userId], note(bob.userId, { title: `old${index}`, now: tie - 1000 * (index + 1) }));
    for (let index = 0; index < 2; index++)
      await notify(tenantId, [bob.userId], note(bob.userId, { title: `new${index}`, now: tie + 1000 * (index + 1) }));

    const pages = await allPages(tenantId, bob.userId);
    const flat = pages.flat();
    expect(pages.map((page) => page.length)).toEqual([20, 10]);
    expect(new Set(flat.map((item) => item._id)).size).toBe(30);
    expect(flat.slice(0, 2).map((item) => item.title)).toEqual(["new1", "new0"]);
    expect(flat.slice(-3).map((item) => item.title)).toEqual(["old0", "old1", "old2"]);
    const times = flat.map((item) => Date.parse(item.time));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(flat.filter((item) => item.time === "2026-03-01T10:00:00.000Z")).toHaveLength(25);

    // By time: strictly older than the time given.
    const beforeTie = await notificationPage(tenantId, bob.userId, "all", undefined, { beforeTime: tie });
    expect(beforeTie.items.map((item) => item.title)).toEqual(["old0", "old1", "old2"]);
    expect(beforeTie.next).toBeNull();
    const beforeNewest = await notificationPage(tenantId, bob.userId, "all", undefined, { beforeTime: tie + 1500 });
    expect(beforeNewest.items[0]!.title).toBe("new0");
    expect(beforeNewest.items).toHaveLength(20);

    // The caller's own list (the /all route) is the same list.
    const mine = await listMyNotifications(bob.actor, tenantId, {});
    expect(mine.items.map((item) => item._id)).toEqual(pages[0]!.map((item) => item._id));
  });

  it("filters by section and by read state", async () => {
    const carol = await member(tenantId);
    for (const section of ["posts", "posts", "events", "shop", "posts"] as const)
      await notify(tenantId, [carol.userId], note(carol.userId, { section, title: section }));
    const posts = await notificationPage(tenantId, carol.userId, "posts", undefined, { before: "now" });
    expect(posts.items.map((item) => item.section)).toEqual(["posts", "posts", "posts"]);

    await markRead(carol.actor, posts.items[0]!._id);
    const all = await notificationPage(tenantId, carol.userId, "all", undefined, { before: "now" });
    const unread = await notificationPage(tenantId, carol.userId, "all", false, { before: "now" });
    const read = await notificationPage(tenantId, carol.userId, "all", true, { before: "now" });
    expect(all.items).toHaveLength(5);
    expect(unread.items.map((item) => item._id)).toEqual(all.items.slice(1).map((item) => item._id));
    expect(read.items.map((item) => [item._id, item.read])).toEqual([[posts.items[0]!._id, true]]);
    expect(read.items[0]!.readAt).toMatch(/^\d{4}-/);
    const unreadPosts = await notificationPage(tenantId, carol.userId, "posts", false, { before: "now" });
    expect(unreadPosts.items.map((item) => item._id)).toEqual(posts.items.slice(1).map((item) => item._id));
    const readPosts = await notificationPage(tenantId, carol.userId, "posts", true, { before: "now" });
    expect(readPosts.items.map((item) => item._id)).toEqual([posts.items[0]!._id]);
    expect((await notificationPage(tenantId, carol.userId, "events", true, { before: "now" })).items).toEqual([]);
  });

  it("decrements once when the same notification is marked read ten times at once", async () => {
    const dave = await member(tenantId);
    await notify(tenantId, [dave.userId], note(dave.userId));
    await notify(tenantId, [dave.userId], note(dave.userId));
    const [latest] = (await notificationPage(tenantId, dave.userId, "all", undefined, { before: "now" })).items;
    const results = await Promise.all(Array.from({ length: 10 }, () => markRead(dave.actor, latest!._id)));
    expect(results.filter((result) => result.changed)).toHaveLength(1);
    expect(await unreadCount(tenantId, dave.userId)).toBe(1);
    expect((await markRead(dave.actor, latest!._id)).unread).toBe(1);
    // The badge is announced for the other tabs once (only the change counts).
    const announced = events.filter(
      (event) =>
        event.type === "notification.unread_changed" &&
        (event.detail as { userIds: string[] }).userIds[0] === dave.userId,
    );
    expect(announced).toHaveLength(1);
  });

  it("marks all read: the counter ends at 0 and racing single marks still count once", async () => {
    const erin = await member(tenantId);
    await Promise.all(Array.from({ length: 60 }, () => notify(tenantId, [erin.userId], note(erin.userId))));
    expect(await unreadCount(tenantId, erin.userId)).toBe(60);
    const some = (await notificationPage(tenantId, erin.userId, "all", undefined, { before: "now" })).items.slice(0, 8);
    const [all] = await Promise.all([
      markAllRead(erin.actor, tenantId),
      ...some.map((item) => markRead(erin.actor, item._id)),
    ]);
    expect(all.unread).toBe(0);
    expect(all.pending).toBe(false);
    expect(await unreadCount(tenantId, erin.userId)).toBe(0);
    expect((await notificationPage(tenantId, erin.userId, "all", false, { before: "now" })).items).toEqual([]);
    const read = await allPages(tenantId, erin.userId, "all", true);
    expect(read.flat()).toHaveLength(60);
    // Nothing left: marking all again marks nothing.
    expect(await markAllRead(erin.actor, tenantId)).toEqual({ marked: 0, unread: 0, pending: false });
  });

  it("finishes a long 'mark all read' in slices without losing count", async () => {
    const frank = await member(tenantId);
    await Promise.all(Array.from({ length: 120 }, () => notify(tenantId, [frank.userId], note(frank.userId))));
    const first = await markAllNotificationsRead(tenantId, frank.userId, { budget: 50 });
    expect(first.marked).toBe(50);
    expect(first.stoppedBefore).toBeDefined();
    // A notification arriving meanwhile is newer than where the walk is: it stays unread.
    await notify(tenantId, [frank.userId], note(frank.userId, { title: "late" }));
    expect(await unreadCount(tenantId, frank.userId)).toBe(71);
    expect(await continueMarkAllRead(tenantId, { userId: frank.userId, beforeId: first.stoppedBefore! })).toBe(70);
    expect(await unreadCount(tenantId, frank.userId)).toBe(1);
    const unread = await notificationPage(tenantId, frank.userId, "all", false, { before: "now" });
    expect(unread.items.map((item) => item.title)).toEqual(["late"]);
  });

  it("lets only the user or an admin read a user's notifications; other tenants see nothing", async () => {
    const grace = await member(tenantId);
    const heidi = await member(tenantId);
    const result = await notify(tenantId, [grace.userId], note(grace.userId, { title: "private" }));
    const id = result.stored[grace.userId]!;
    const params = {
      client_id: tenantId,
      section: "all" as const,
      user_id: grace.userId,
      time: { before: "now" as const },
    };
    expect((await listNotifications(grace.actor, params, {})).items.map((item) => item._id)).toEqual([id]);
    expect((await listNotifications(admin.actor, params, {})).items.map((item) => item._id)).toEqual([id]);
    expect(await refusal(() => listNotifications(heidi.actor, params, {}))).toBe("common.no_access");
    expect(await refusal(() => getUnreadCount(heidi.actor, tenantId, grace.userId))).toBe("common.no_access");
    expect((await getNotification(grace.actor, id)).title).toBe("private");
    expect(await refusal(() => getNotification(heidi.actor, id))).toBe("notifications.not_found");
    expect(await refusal(() => getNotification(heidi.actor, id, grace.userId))).toBe("common.no_access");
    expect((await getNotification(admin.actor, id, grace.userId))._id).toBe(id);
    expect(await refusal(() => markRead(heidi.actor, id))).toBe("notifications.not_found");

    const other = await tenantWithAdmin();
    const stranger = await member(other.tenantId, { role: "admin" });
    expect(await refusal(() => listNotifications(stranger.actor, params, {}))).toBe("common.no_access");
    expect(await refusal(() => listNotifications(stranger.actor, { ...params, client_id: other.tenantId }, {}))).toBe(
      "employees.not_found",
    );
    expect(await refusal(() => getNotification(stranger.actor, id))).toBe("notifications.not_found");
    expect(await refusal(() => markAllRead(grace.actor, other.tenantId))).toBe("common.no_access");
  });

  it("notifies each person once per dedupe key, never the actor, never someone of another tenant", async () => {
    const ivan = await member(tenantId);
    const judy = await member(tenantId);
    const other = await tenantWithAdmin();
    const payload = note(ivan.userId, { actorId: judy.userId, dedupeKey: "post:1" });
    const [first, second] = await Promise.all([
      notify(tenantId, [ivan.userId, judy.userId, ivan.userId, other.admin.userId], payload),
      notify(tenantId, [ivan.userId], payload),
    ]);
    expect([...first.notified, ...second.notified]).toEqual([ivan.userId]);
    expect([...first.duplicates, ...second.duplicates]).toEqual([ivan.userId]);
    expect(first.skipped.sort()).toEqual([judy.userId, other.admin.userId].sort());
    expect(await unreadCount(tenantId, ivan.userId)).toBe(1);
    expect(await unreadCount(tenantId, judy.userId)).toBe(0);
    expect(await unreadCount(other.tenantId, other.admin.userId)).toBe(0);
    const [item] = (await notificationPage(tenantId, ivan.userId, "all", undefined, { before: "now" })).items;
    expect(item).toMatchObject({ actor: judy.userId, kind: "test", section: "other", read: false, title: "Hello" });
  });

  it("writes 70 recipients in 3 shared transactions; a repeat names the same ids and writes nothing twice", async () => {
    const people = await Promise.all(Array.from({ length: 70 }, () => member(tenantId)));
    const ids = people.map((person) => person.userId);
    const payload = note("", { dedupeKey: "request:bulk", now: Date.parse("2026-11-20T10:00:00Z") });
    // Twenty of them were notified already (an earlier, interrupted run of the same event).
    const early = await notify(tenantId, ids.slice(0, 20), payload);
    const calls = countDynamoCalls();
    try {
      const result = await notify(tenantId, ids, payload);
      expect(calls.counts.TransactWriteItemsCommand).toBe(4); // 33 + 33 + 4, and the first again without the 20
      expect(result.duplicates.sort()).toEqual(ids.slice(0, 20).sort());
      expect(result.notified.sort()).toEqual(ids.slice(20).sort());
      expect({ ...early.stored, ...result.stored }).toEqual(
        Object.fromEntries(ids.map((userId) => [userId, stableId(payload.now!, `request:bulk\n${userId}`)])),
      );
    } finally {
      calls.stop();
    }
    const again = await notify(tenantId, ids, payload);
    expect(again.duplicates).toHaveLength(70);
    const counts = await Promise.all(ids.map((userId) => unreadCount(tenantId, userId)));
    expect(counts.every((count) => count === 1)).toBe(true);
  });

  it("with the center off stores nothing and counts nothing, but still delivers", async () => {
    const kim = await member(tenantId);
    await putUserSettings(kim.actor, kim.userId, { channels: { center: false, email: true }, sections: {} });
    const result = await notify(tenantId, [kim.userId], note(kim.userId));
    expect(result.notified).toEqual([kim.userId]);
    expect(result.stored).toEqual({});
    expect(await unreadCount(tenantId, kim.userId)).toBe(0);
    expect((await notificationPage(tenantId, kim.userId, "all", undefined, { before: "now" })).items).toEqual([]);
    const [delivery] = events.flatMap((event) => (event.detail as NotificationCreatedDetail).deliveries ?? []);
    expect(delivery).toMatchObject({
      userId: kim.userId,
      notification: { stored: false, title: "Hello", body: "World" },
      channels: { center: false, email: true, system: true },
      email: { to: kim.email, subject: "Hello" },
    });
  });
});
