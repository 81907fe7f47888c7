import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { captureEvents } from "../testing/capture";
import { member, tenantWithAdmin, type Member } from "../users/test-support";
import type { NotificationCreatedDetail } from "./events";
import { handlePostEvent } from "./post-events";
import { putTenantSettings, putUserSettings } from "./settings";
import { notificationPage, unreadCount } from "./store";

const events = captureEvents();
beforeEach(() => void events.splice(0));

const newest = async (tenantId: string, userId: string) =>
  (await notificationPage(tenantId, userId, "all", undefined, { before: "now" })).items;

describe("notifications from the wall's events", () => {
  let tenantId: string;
  let author: Member;
  let thanked: Member;
  let other: Member;

  beforeAll(async () => {
    ({ tenantId } = await tenantWithAdmin());
    author = await member(tenantId, { profile: { firstName: "Anna", lastName: "Author" } });
    thanked = await member(tenantId, { profile: { firstName: "Tom", lastName: "Thanked" } });
    other = await member(tenantId, { profile: { firstName: "Olga", lastName: "Other" } });
  });

  it("a thanks post notifies the thanked person once, even when the event comes twice", async () => {
    const detail = {
      tenantId,
      postId: "P1",
      authorId: author.userId,
      kind: "thanks",
      mentionedUserIds: [thanked.userId, author.userId],
      parent: { type: "wall", id: tenantId },
      excerpt: "Thank you for the release <3",
    };
    await handlePostEvent("post.created", detail);
    await handlePostEvent("post.created", detail);
    const items = await newest(tenantId, thanked.userId);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      section: "posts",
      kind: "thanks",
      title: "Anna Author thanked you",
      body: "Thank you for the release &lt;3",
      link: "/post/P1",
      actor: author.userId,
      read: false,
    });
    expect(await newest(tenantId, author.userId)).toEqual([]);
    const deliveries = events.flatMap((event) => (event.detail as NotificationCreatedDetail).deliveries);
    expect(deliveries.map((delivery) => delivery.userId)).toEqual([thanked.userId]);
  });

  it("a news post notifies everyone it mentions, except its author", async () => {
    await handlePostEvent("post.created", {
      tenantId,
      postId: "P2",
      authorId: author.userId,
      kind: "news",
      mentionedUserIds: [thanked.userId, other.userId, other.userId, author.userId],
      parent: { type: "wall", id: tenantId },
      excerpt: "Welcome",
    });
    for (const user of [thanked, other]) {
      const [item] = await newest(tenantId, user.userId);
      expect(item).toMatchObject({ kind: "mention", title: "Anna Author mentioned you in a post", link: "/post/P2" });
    }
    expect(await newest(tenantId, author.userId)).toEqual([]);
    expect(await unreadCount(tenantId, other.userId)).toBe(1);
  });

  it("a comment notifies the replied-to, the mentioned and the post's author, one notification each", async () => {
    const { tenantId: own } = await tenantWithAdmin();
    const [postAuthor, parentAuthor, mentioned, commenter] = await Promise.all(
      ["Paul", "Rita", "Mia", "Carl"].map((firstName) => member(own, { profile: { firstName, lastName: "X" } })),
    );
    const comment = {
      tenantId: own,
      postId: "P3",
      commentId: "C1",
      authorId: commenter!.userId,
      postAuthorId: postAuthor!.userId,
      parentCommentId: "C0",
      parentCommentAuthorId: parentAuthor!.userId,
      // The parent comment's author and the post's author are mentioned too: still one each.
      mentionedUserIds: [mentioned!.userId, parentAuthor!.userId, postAuthor!.userId, commenter!.userId],
      excerpt: "Agreed",
    };
    await handlePostEvent("comment.created", comment);
    await handlePostEvent("comment.created", comment);
    const titles = async (user: Member) => (await newest(own, user.userId)).map((item) => item.title);
    expect(await titles(parentAuthor!)).toEqual(["Carl X replied to your comment"]);
    expect(await titles(mentioned!)).toEqual(["Carl X mentioned you in a comment"]);
    expect(await titles(postAuthor!)).toEqual(["Carl X mentioned you in a comment"]);
    expect(await titles(commenter!)).toEqual([]);
    expect((await newest(own, parentAuthor!.userId))[0]!.link).toBe("/post/P3?comment=C1");

    // A plain comment on someone's post notifies its author; on one's own post, nobody.
    await handlePostEvent("comment.created", {
      ...comment,
      commentId: "C2",
      parentCommentId: undefined,
      parentCommentAuthorId: undefined,
      mentionedUserIds: [],
    });
    expect((await titles(postAuthor!))[0]).toBe("Carl X commented on your post");
    await handlePostEvent("comment.created", {
      ...comment,
      commentId: "C3",
      authorId: postAuthor!.userId,
      parentCommentAuthorId: undefined,
      mentionedUserIds: [],
    });
    expect(await titles(postAuthor!)).toHaveLength(2);
  });

  it("a like notifies the post's author once per liker, unless likes are off", async () => {
    const { tenantId: own, admin } = await tenantWithAdmin();
    const poster = await member(own);
    const liker = await member(own, { profile: { firstName: "Lea", lastName: "Liker" } });
    const like = { tenantId: own, postId: "P4", likerId: liker.userId, postAuthorId: poster.userId };
    await handlePostEvent("post.liked", like);
    await handlePostEvent("post.liked", like);
    await handlePostEvent("post.liked", { ...like, likerId: poster.userId });
    expect((await newest(own, poster.userId)).map((item) => [item.kind, item.title])).toEqual([
      ["like", "Lea Liker liked your post"],
    ]);

    await putUserSettings(poster.actor, poster.userId, { channels: {}, sections: {}, likes: false });
    await handlePostEvent("post.liked", { ...like, postId: "P5" });
    expect(await newest(own, poster.userId)).toHaveLength(1);

    const second = await member(own);
    await putTenantSettings(admin.actor, own, { channels: {}, sections: {}, likes: false });
    await handlePostEvent("post.liked", { ...like, postId: "P6", postAuthorId: second.userId });
    expect(await newest(own, second.userId)).toEqual([]);
  });

  it("ignores malformed details and events of other types", async () => {
    expect(await handlePostEvent("post.created", { tenantId })).toMatchObject({ outcome: "ignored" });
    expect(await handlePostEvent("post.deleted", { tenantId, postId: "x" })).toMatchObject({ outcome: "ignored" });
    expect(
      await handlePostEvent("post.created", {
        tenantId,
        postId: "P9",
        authorId: author.userId,
        kind: "weird",
        mentionedUserIds: "not a list",
        excerpt: 42,
      }),
    ).toMatchObject({ outcome: "notified" });
    expect(events).toEqual([]);
  });
});
