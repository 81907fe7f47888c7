import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PostView } from "@intranet/contracts";
import { db } from "./entities";
import { captureEvents, refusal } from "../testing/capture";
import { member } from "../users/test-support";
import { getPost, mentionsFeed, userFeed, wallFeed } from "./feeds";
import { recentThanks } from "./thanks";
import { attachment, countDynamoCalls, post, thanksText, wallTenant, type WallTenant } from "./test-support";
import { deletePost, updatePost } from "./write";

const events = captureEvents();
let wall: WallTenant;
let other: WallTenant;
beforeAll(async () => {
  [wall, other] = await Promise.all([wallTenant(4), wallTenant(1)]);
});

const ids = (items: PostView[]) => items.map((item) => item._id);

describe("writing posts", () => {
  it("stores sanitised HTML, mentions from the body and the spans, attachments, and publishes post.created", async () => {
    const [ann, bob, cid] = wall.people as [typeof wall.admin, typeof wall.admin, typeof wall.admin];
    const file = await attachment(ann.actor);
    events.length = 0;
    const created = await post(ann.actor, {
      message: `<p onclick="steal()">Release <b>3.2</b> is out, thanks <span data-mention="${bob.userId}">@Bob</span></p><script>alert(1)</script><img src=x onerror=alert(1)><a href="javascript:alert(1)">x</a>`,
      mentions: [cid.userId],
      attachments: [file._id],
    });
    expect(created).toMatchObject({
      kind: "news",
      client_id: wall.tenantId,
      parent: { type: "wall", id: wall.tenantId },
      authorId: ann.userId,
      author: { _id: ann.userId, firstName: "Person0", lastName: "Wall0", fullName: "Wall0 Person0" },
      message: `<p>Release <b>3.2</b> is out, thanks <span data-mention="${bob.userId}">@Bob</span></p><a rel="noopener noreferrer nofollow">x</a>`,
      mentions: [cid.userId, bob.userId],
      attachments: [{ _id: file._id, name: "plan.pdf", contentType: "application/pdf", size: 2048 }],
      likesCount: 0,
      viewsCount: 0,
      commentsCount: 0,
      liked: false,
      seen: true,
    });
    expect(events).toEqual([
      {
        type: "post.created",
        tenantId: wall.tenantId,
        detail: {
          postId: created._id,
          authorId: ann.userId,
          kind: "news",
          mentionedUserIds: [cid.userId, bob.userId],
          parent: { type: "wall", id: wall.tenantId },
          excerpt: "Release 3.2 is out, thanks @Bob x",
        },
      },
    ]);
    const stored = (await db().entities.post.get({ clientId: wall.tenantId, postId: created._id }).go()).data!;
    expect(stored.message).not.toMatch(/script|onerror|onclick|javascript:|<img/i);
    // The author's user feed, and each mentioned person's user feed and mentions feed, list it.
    for (const person of [ann, bob, cid])
      expect(ids((await userFeed(ann.actor, person.userId, null)).items)).toContain(created._id);
    expect((await mentionsFeed(bob.actor, bob.userId, null)).items.map((item) => item._id)).toContain(created._id);
    expect((await mentionsFeed(ann.actor, ann.userId, null)).items.map((item) => item._id)).not.toContain(created._id);
  });

  it("refuses empty text, unknown or foreign mentions and attachments that are not the author's post files", async () => {
    const [ann, bob] = wall.people as [typeof wall.admin, typeof wall.admin];
    expect(await refusal(() => post(ann.actor, { message: "<p> </p><img src=x>" }))).toBe("posts.text_required");
    expect(await refusal(() => post(ann.actor, { mentions: ["01NOBODY00000000000000000"] }))).toBe(
      "posts.mention_not_found",
    );
    expect(await refusal(() => post(ann.actor, { mentions: [other.people[0]!.userId] }))).toBe(
      "posts.mention_not_found",
    );
    const common = await attachment(ann.actor, { module: "common" });
    expect(await refusal(() => post(ann.actor, { attachments: [common._id] }))).toBe("posts.attachment_invalid");
    const bobs = await attachment(bob.actor);
    expect(await refusal(() => post(ann.actor, { attachments: [bobs._id] }))).toBe("posts.attachment_invalid");
    const foreign = await attachment(other.people[0]!.actor);
    expect(await refusal(() => post(ann.actor, { attachments: [foreign._id] }))).toBe("posts.attachment_invalid");
    expect(await refusal(() => post(ann.actor, { parent: { type: "wall", id: other.tenantId } }))).toBe(
      "common.no_access",
    );
  });

  it("thanks: more than 30 characters of text and exactly one other person", async () => {
    const [ann, bob, cid] = wall.people as [typeof wall.admin, typeof wall.admin, typeof wall.admin];
    const thank = (message: string, mentions: string[]) => post(ann.actor, { kind: "thanks", message, mentions });
    const thirty = "x".repeat(30);
    expect(await refusal(() => thank(`<p><b>${thirty}</b></p>`, [bob.userId]))).toBe("posts.thanks_too_short");
    expect(await refusal(() => thank(thanksText, []))).toBe("posts.thanks_one_person");
    expect(await refusal(() => thank(thanksText, [bob.userId, cid.userId]))).toBe("posts.thanks_one_person");
    expect(await refusal(() => thank(thanksText, [ann.userId]))).toBe("posts.thanks_self");
    const ok = await thank(`<p>${thirty}!</p>`, [bob.userId]);
    expect(ok).toMatchObject({ kind: "thanks", mentions: [bob.userId] });
    // Editing must keep the rules.
    expect(await refusal(() => updatePost(ann.actor, ok._id, { message: "<p>thanks</p>" }))).toBe(
      "posts.thanks_too_short",
    );
    expect(await refusal(() => updatePost(ann.actor, ok._id, { mentions: [bob.userId, cid.userId] }))).toBe(
      "posts.thanks_one_person",
    );
  });

  it("system messages are for admins; they show on the news tab", async () => {
    expect(await refusal(() => post(wall.people[0]!.actor, { kind: "system" }))).toBe("common.no_access");
    const system = await post(wall.admin.actor, { kind: "system", message: "<p>Maintenance tonight</p>" });
    expect(ids((await wallFeed(wall.people[0]!.actor, wall.tenantId, null, "news")).items)).toContain(system._id);
    expect(ids((await wallFeed(wall.people[0]!.actor, wall.tenantId, null, "thanks")).items)).not.toContain(system._id);
  });

  it("only the author or an admin edits or deletes; edits move mention entries; deletion removes everything", async () => {
    const [ann, bob, cid] = wall.people as [typeof wall.admin, typeof wall.admin, typeof wall.admin];
    const created = await post(ann.actor, { mentions: [bob.userId] });
    expect(await refusal(() => updatePost(bob.actor, created._id, { message: "<p>mine now</p>" }))).toBe(
      "common.no_access",
    );
    expect(await refusal(() => deletePost(bob.actor, created._id))).toBe("common.no_access");

    const edited = await updatePost(ann.actor, created._id, {
      message: "<p>Edited <i>text</i></p>",
      mentions: [cid.userId],
    });
    expect(edited).toMatchObject({ message: "<p>Edited <i>text</i></p>", mentions: [cid.userId] });
    expect(edited.updatedAt).toBeDefined();
    expect(ids((await userFeed(ann.actor, bob.userId, null)).items)).not.toContain(created._id);
    expect(ids((await userFeed(ann.actor, cid.userId, null)).items)).toContain(created._id);

    const byAdmin = await updatePost(wall.admin.actor, created._id, { message: "<p>Moderated</p>" });
    expect(byAdmin.message).toBe("<p>Moderated</p>");
    expect(byAdmin.mentions).toEqual([cid.userId]);

    expect(await deletePost(wall.admin.actor, created._id)).toEqual({ _id: created._id, deleted: true });
    expect(await refusal(() => getPost(ann.actor, created._id))).toBe("posts.not_found");
    expect(ids((await userFeed(ann.actor, ann.userId, null)).items)).not.toContain(created._id);
    expect(ids((await userFeed(ann.actor, cid.userId, null)).items)).not.toContain(created._id);
    const { data: left } = await db()
      .entities.feedEntry.query.byFeed({ clientId: wall.tenantId, userId: cid.userId, feed: "mentions" })
      .go();
    expect(left.map((entry) => entry.postId)).not.toContain(created._id);
    expect(events.at(-1)).toEqual({
      type: "post.deleted",
      tenantId: wall.tenantId,
      detail: { postId: created._id, authorId: ann.userId, deletedBy: wall.admin.userId },
    });
  });

  it("another tenant's post is not found; another tenant's wall is refused", async () => {
    const created = await post(wall.people[0]!.actor);
    const stranger = other.people[0]!.actor;
    expect(await refusal(() => getPost(stranger, created._id))).toBe("posts.not_found");
    expect(await refusal(() => updatePost(other.admin.actor, created._id, { message: "<p>x</p>" }))).toBe(
      "posts.not_found",
    );
    expect(await refusal(() => deletePost(other.admin.actor, created._id))).toBe("posts.not_found");
    expect(await refusal(() => wallFeed(stranger, wall.tenantId, null, "news"))).toBe("common.no_access");
    expect(await refusal(() => userFeed(stranger, wall.people[0]!.userId, null))).toBe("employees.not_found");
  });
});

describe("the wall feed", () => {
  let feed: WallTenant;
  beforeAll(async () => {
    feed = await wallTenant(2);
  });

  it("pages 45 posts by 20, newest first, without skipping or repeating while new posts arrive", async () => {
    const [ann, bob] = feed.people as [typeof feed.admin, typeof feed.admin];
    const written: string[] = [];
    for (let index = 0; index < 45; index++)
      written.push((await post(index % 2 ? ann.actor : bob.actor, { message: `<p>Post ${index}</p>` }))._id);

    const pages: PostView[][] = [];
    let cursor: string | null = null;
    const arrivedMeanwhile: string[] = [];
    do {
      const page = await wallFeed(ann.actor, feed.tenantId, cursor, "news");
      pages.push(page.items);
      cursor = page.cursor;
      // Colleagues keep posting between page reads.
      arrivedMeanwhile.push((await post(bob.actor, { message: "<p>Late news</p>" }))._id);
    } while (cursor && pages.length < 10);

    expect(pages.map((page) => page.length).slice(0, 3)).toEqual([20, 20, 5]);
    const read = pages.flat().map((item) => item._id);
    expect(read).toEqual([...written].reverse());
    expect(new Set(read).size).toBe(45);
    expect(read.some((id) => arrivedMeanwhile.includes(id))).toBe(false);
    expect(pages[0]![0]).toMatchObject({ message: "<p>Post 44</p>", author: { _id: bob.userId }, seen: false });
    expect(pages[0]![1]).toMatchObject({ author: { _id: ann.userId }, seen: true, liked: false });

    // A fresh first page starts with the latest arrivals.
    const fresh = await wallFeed(ann.actor, feed.tenantId, null, "news");
    expect(fresh.items[0]!._id).toBe(arrivedMeanwhile.at(-1));
  });

  it("reads a page with ONE Query and ONE BatchGet (authors, likes, views, seen mark together)", async () => {
    const reader = (await member(feed.tenantId, { rights: ["wall"] })).actor;
    const calls = countDynamoCalls();
    try {
      const page = await wallFeed(reader, feed.tenantId, null, "news");
      expect(page.items).toHaveLength(20);
      expect(new Set(page.items.map((item) => item.author?._id)).size).toBe(2);
      expect(calls.counts).toEqual({ QueryCommand: 1, BatchGetItemCommand: 1 });

      calls.reset();
      const next = await wallFeed(reader, feed.tenantId, page.cursor, "news");
      expect(next.items).toHaveLength(20);
      expect(calls.counts).toEqual({ QueryCommand: 1, BatchGetItemCommand: 1 });

      calls.reset();
      await userFeed(reader, feed.people[0]!.userId, null);
      expect(calls.counts).toEqual({ QueryCommand: 1, BatchGetItemCommand: 1 });

      calls.reset();
      await mentionsFeed(reader, reader.userId, null);
      expect(calls.counts).toEqual({ QueryCommand: 1, BatchGetItemCommand: 1 });
    } finally {
      calls.stop();
    }
  });

  it("refuses a cursor of another feed or tenant", async () => {
    const page = await wallFeed(feed.people[0]!.actor, feed.tenantId, null, "news");
    expect(page.cursor).not.toBeNull();
    expect(await refusal(() => wallFeed(feed.people[0]!.actor, feed.tenantId, page.cursor, "thanks"))).toBe(
      "common.validation",
    );
    expect(await refusal(() => wallFeed(feed.people[0]!.actor, feed.tenantId, "bm90LWEtY3Vyc29y", "news"))).toBe(
      "common.validation",
    );
    expect(await refusal(() => userFeed(feed.people[0]!.actor, feed.people[0]!.userId, page.cursor))).toBe(
      "common.validation",
    );
  });
});

describe("the user feed and recent thanks", () => {
  it("lists a person's own posts and the posts thanking them, newest first; recentThanks names who was thanked", async () => {
    const team = await wallTenant(3);
    const [ann, bob, cid] = team.people as [typeof team.admin, typeof team.admin, typeof team.admin];
    const own = await post(bob.actor, { message: "<p>My first post</p>" });
    const thanks = await post(ann.actor, { kind: "thanks", message: thanksText, mentions: [bob.userId] });
    const unrelated = await post(cid.actor, { message: "<p>Lunch?</p>" });
    const thanksCid = await post(bob.actor, { kind: "thanks", message: thanksText, mentions: [cid.userId] });

    const feed = await userFeed(ann.actor, bob.userId, null);
    expect(ids(feed.items)).toEqual([thanksCid._id, thanks._id, own._id]);
    expect(ids(feed.items)).not.toContain(unrelated._id);
    expect(feed.seenUpTo).toBeNull();

    const thanksTab = await wallFeed(ann.actor, team.tenantId, null, "thanks");
    expect(ids(thanksTab.items)).toEqual([thanksCid._id, thanks._id]);

    const recent = await recentThanks(team.tenantId, 5);
    expect(recent).toMatchObject([
      {
        postId: thanksCid._id,
        authorId: bob.userId,
        thankedUserId: cid.userId,
        thanked: { _id: cid.userId, lastName: "Wall2" },
      },
      {
        postId: thanks._id,
        authorId: ann.userId,
        author: { _id: ann.userId },
        thankedUserId: bob.userId,
        thanked: { _id: bob.userId },
      },
    ]);
    expect(recent[0]!.excerpt).toBe("Thank you for fixing the release pipeline on Friday night!");
    expect(await recentThanks(team.tenantId, 1)).toHaveLength(1);
  });
});

afterAll(() => undefined);
