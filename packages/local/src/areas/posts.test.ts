import { beforeAll, describe, expect, it } from "vitest";
import type { CommentView, PostView } from "@intranet/contracts";
import { useEventBus, type DomainEvent } from "@intranet/core/events";
import { newId } from "@intranet/core/platform";
import { attachment, countDynamoCalls } from "@intranet/core/posts/test-support";
import { member, type Member } from "@intranet/core/users/test-support";
import { useTestApi, type TestApi } from "../testing/api";
import { expectError, ok } from "../testing/expect-http";
import { ensureTestTenant, tokenFor } from "../testing/tokens";

const api = useTestApi();
/** Every event the handlers publish, on its way to the local bus. */
const published: DomainEvent[] = [];
beforeAll(() => {
  useEventBus({
    publish: async (events) => {
      published.push(...events);
      await api.bus.publish(events);
    },
  });
});

const as: TestApi["as"] = (...args) => api.as(...args);

interface Team {
  tenantId: string;
  admin: Member;
  ann: Member;
  bob: Member;
  cid: Member;
}

async function team(): Promise<Team> {
  const tenantId = await ensureTestTenant();
  const [admin, ann, bob, cid] = await Promise.all([
    member(tenantId, { role: "admin" }),
    member(tenantId, { rights: ["wall"], profile: { firstName: "Ann", lastName: "Archer" } }),
    member(tenantId, { rights: ["wall"], profile: { firstName: "Bob", lastName: "Baker" } }),
    member(tenantId, { rights: ["wall"], profile: { firstName: "Cid", lastName: "Cooper" } }),
  ]);
  return { tenantId, admin: admin!, ann: ann!, bob: bob!, cid: cid! };
}

const writePost = (who: Member, body: Record<string, unknown>) => ok(as(who, "POST", "/api/post", { body }), 201);
const thanks = "<p>Thank you for fixing the release pipeline on Friday night!</p>";

const xss = [
  `<img src=x onerror=alert(1)>`,
  `<script>alert(document.cookie)</script>`,
  `<a href="javascript:alert(1)">link</a>`,
  `<a href="jav&#x09;ascript:alert(1)">tab</a>`,
  `<p style="color:red" onclick="alert(1)">styled</p>`,
  `<svg onload=alert(1)>`,
  `<iframe src="javascript:alert(1)"></iframe>`,
];
const dangerous = /<script|<img|<svg|<iframe|\son\w+=|javascript:|style=/i;

let t: Team;
let stranger: Team;
beforeAll(async () => {
  [t, stranger] = await Promise.all([team(), team()]);
});

describe("posts over HTTP", () => {
  it("POST /api/post stores XSS payloads harmless, answers 201 with the post and publishes post.created", async () => {
    published.length = 0;
    const created: PostView = await writePost(t.ann, {
      message: `<p>Hello <span data-mention="${t.bob.userId}">@Bob</span></p>${xss.join("")}`,
    });
    expect(created).toMatchObject({
      kind: "news",
      authorId: t.ann.userId,
      author: { fullName: "Archer Ann" },
      mentions: [t.bob.userId],
      liked: false,
      seen: true,
    });
    expect(created.message).not.toMatch(dangerous);
    expect(created.message).toContain(`<span data-mention="${t.bob.userId}">@Bob</span>`);
    const read: PostView = await ok(as(t.bob, "GET", `/api/post/${created._id}`));
    expect(read.message).toBe(created.message);
    expect(read.seen).toBe(false);
    // The wall's own events (subscribers may already have published theirs, e.g. the mention's notification).
    expect(published.filter((event) => event.type.startsWith("post."))).toEqual([
      {
        type: "post.created",
        tenantId: t.tenantId,
        detail: expect.objectContaining({
          postId: created._id,
          authorId: t.ann.userId,
          mentionedUserIds: [t.bob.userId],
        }),
      },
    ]);
    await api.bus.drain();
  });

  it("refuses posts without text, thanks breaking the rules, system posts by employees; 404 across tenants", async () => {
    expectError(
      await as(t.ann, "POST", "/api/post", { body: { message: "<p><img src=x></p>" } }),
      400,
      "posts.text_required",
    );
    expectError(await as(t.ann, "POST", "/api/post", { body: { message: "" } }), 400, "posts.text_required");
    const thank = (message: string, mentions: string[]) =>
      as(t.ann, "POST", "/api/post", { body: { kind: "thanks", message, mentions } });
    expectError(await thank("<p>Thanks a lot!</p>", [t.bob.userId]), 400, "posts.thanks_too_short");
    expectError(await thank(thanks, []), 400, "posts.thanks_one_person");
    expectError(await thank(thanks, [t.bob.userId, t.cid.userId]), 400, "posts.thanks_one_person");
    expectError(await thank(thanks, [t.ann.userId]), 400, "posts.thanks_self");
    expect((await ok(thank(thanks, [t.bob.userId]), 201)).kind).toBe("thanks");
    expectError(
      await as(t.ann, "POST", "/api/post", { body: { kind: "system", message: "<p>x</p>" } }),
      403,
      "common.no_access",
    );
    expect((await writePost(t.admin, { kind: "system", message: "<p>Maintenance</p>" })).kind).toBe("system");
    expectError(
      await as(t.ann, "POST", "/api/post", { body: { message: "<p>x</p>", mentions: [stranger.ann.userId] } }),
      400,
      "posts.mention_not_found",
    );
    expectError(
      await as(t.ann, "POST", "/api/post", { body: { message: "<p>x</p>", kind: "poll" } }),
      400,
      "common.validation",
    );

    const foreign: PostView = await writePost(stranger.ann, { message: "<p>Theirs</p>" });
    expectError(await as(t.ann, "GET", `/api/post/${foreign._id}`), 404, "posts.not_found");
    expectError(
      await as(t.admin, "PUT", `/api/post/${foreign._id}`, { body: { message: "<p>x</p>" } }),
      404,
      "posts.not_found",
    );
    expectError(await as(t.admin, "DELETE", `/api/post/${foreign._id}`), 404, "posts.not_found");
    expectError(await as(t.ann, "PUT", `/api/post/${foreign._id}/like`), 404, "posts.not_found");
    expectError(await as(t.ann, "PUT", `/api/post/${foreign._id}/view`), 404, "posts.not_found");
    expectError(await as(t.ann, "GET", `/api/post/${foreign._id}/comments`), 404, "posts.not_found");
    expectError(
      await as(t.ann, "POST", "/api/comment", { body: { postId: foreign._id, text: "<p>hi</p>" } }),
      404,
      "posts.not_found",
    );
  });

  it("attachments: confirmed post files of the author, shown with name, type and size", async () => {
    const file = await attachment(t.ann.actor, { size: 4096 });
    const created: PostView = await writePost(t.ann, { message: "<p>The plan</p>", attachments: [file._id] });
    expect(created.attachments).toEqual([
      { _id: file._id, name: "plan.pdf", contentType: "application/pdf", size: 4096 },
    ]);
    expectError(
      await as(t.bob, "POST", "/api/post", { body: { message: "<p>Stolen</p>", attachments: [file._id] } }),
      400,
      "posts.attachment_invalid",
    );
    expectError(
      await as(t.ann, "POST", "/api/post", { body: { message: "<p>x</p>", attachments: ["not-a-file-id"] } }),
      400,
      "common.validation",
    );
  });

  it("PUT and DELETE /api/post/{id}: the author or an admin, nobody else", async () => {
    const created: PostView = await writePost(t.ann, { message: "<p>Draft</p>" });
    expectError(
      await as(t.bob, "PUT", `/api/post/${created._id}`, { body: { message: "<p>Mine</p>" } }),
      403,
      "common.no_access",
    );
    expectError(await as(t.bob, "DELETE", `/api/post/${created._id}`), 403, "common.no_access");
    const edited: PostView = await ok(
      as(t.ann, "PUT", `/api/post/${created._id}`, {
        body: { message: `<p onclick="x()">Final</p><script>x()</script>` },
      }),
    );
    expect(edited.message).toBe("<p>Final</p>");
    expect(
      (await ok(as(t.admin, "PUT", `/api/post/${created._id}`, { body: { message: "<p>Moderated</p>" } }))).message,
    ).toBe("<p>Moderated</p>");
    expect(await ok(as(t.admin, "DELETE", `/api/post/${created._id}`))).toEqual({ _id: created._id, deleted: true });
    expectError(await as(t.ann, "GET", `/api/post/${created._id}`), 404, "posts.not_found");
    const another: PostView = await writePost(t.ann, { message: "<p>Gone soon</p>" });
    expect((await ok(as(t.ann, "DELETE", `/api/post/${another._id}`))).deleted).toBe(true);
  });
});

describe("feeds over HTTP", () => {
  let f: Team;
  beforeAll(async () => {
    f = await team();
  });

  it("GET /api/post/news/{client}/{page}: pages of 20, stable while posts arrive; tabs; 1 Query + 1 BatchGet", async () => {
    const written: string[] = [];
    for (let index = 0; index < 45; index++)
      written.push((await writePost(index % 2 ? f.ann : f.bob, { message: `<p>N${index}</p>` }))._id);
    const thanksPost: PostView = await writePost(f.ann, { kind: "thanks", message: thanks, mentions: [f.cid.userId] });

    const calls = countDynamoCalls();
    const pages: PostView[][] = [];
    let page = "0";
    try {
      for (;;) {
        // Subscribers of the events just published (notifications) use the same client: let them finish.
        await api.bus.drain();
        calls.reset();
        const body = await ok(as(f.cid, "GET", `/api/post/news/${f.tenantId}/${page}`));
        expect(calls.counts.QueryCommand).toBe(1);
        expect(calls.counts.BatchGetItemCommand).toBe(1);
        pages.push(body.items);
        await writePost(f.bob, { message: "<p>Meanwhile</p>" });
        if (!body.cursor) break;
        page = encodeURIComponent(body.cursor);
      }
    } finally {
      calls.stop();
    }
    expect(pages.map((items) => items.length)).toEqual([20, 20, 5]);
    expect(pages.flat().map((item) => item._id)).toEqual([...written].reverse());

    const thanksTab = await ok(as(f.cid, "GET", `/api/post/news/${f.tenantId}/0?tab=thanks`));
    expect(thanksTab.items.map((item: PostView) => item._id)).toEqual([thanksPost._id]);
    expectError(await as(f.cid, "GET", `/api/post/news/${f.tenantId}/0?tab=polls`), 400, "common.validation");
    expectError(await as(f.cid, "GET", `/api/post/news/${f.tenantId}/bm90LWEtY3Vyc29y`), 400, "common.validation");
    expectError(await as(f.cid, "GET", `/api/post/news/${stranger.tenantId}/0`), 403, "common.no_access");

    // A superadmin visiting the workspace reads it but writes nothing there.
    const root = await tokenFor({ role: "superadmin" });
    const visited = await api.call("GET", `/api/post/news/${f.tenantId}/0`, {
      token: root.token,
      clientId: f.tenantId,
    });
    expect(visited.status).toBe(200);
    expectError(
      await api.call("POST", "/api/post", { token: root.token, clientId: f.tenantId, body: { message: "<p>x</p>" } }),
      403,
      "common.no_access",
    );
  });

  it("user_feed and mentions feeds; PUT /api/post/all/view marks a feed seen", async () => {
    const own: PostView = await writePost(f.cid, { message: "<p>Cid's own</p>" });
    const mention: PostView = await writePost(f.ann, {
      message: `<p>Ask <span data-mention="${f.cid.userId}">@Cid</span></p>`,
    });
    const userFeed = await ok(as(f.bob, "GET", `/api/post/user_feed/${f.cid.userId}/0`));
    expect(userFeed.items.slice(0, 2).map((item: PostView) => item._id)).toEqual([mention._id, own._id]);
    expectError(await as(f.bob, "GET", `/api/post/user_feed/${newId()}/0`), 404, "employees.not_found");

    const mentions = await ok(as(f.cid, "GET", `/api/post/mentions/${f.cid.userId}/0`));
    expect(mentions.items[0]).toMatchObject({ type: "post", _id: mention._id, post: { seen: false } });
    expectError(await as(f.bob, "GET", `/api/post/mentions/${f.cid.userId}/0`), 403, "common.no_access");

    expectError(
      await as(f.cid, "PUT", "/api/post/all/view", { body: { user_id: f.bob.userId, where: "mentions" } }),
      403,
      "common.no_access",
    );
    expectError(
      await as(f.cid, "PUT", "/api/post/all/view", { body: { user_id: f.cid.userId, where: "everything" } }),
      400,
      "common.validation",
    );
    const mark = await ok(
      as(f.cid, "PUT", "/api/post/all/view", { body: { user_id: f.cid.userId, where: "mentions" } }),
    );
    expect(mark).toMatchObject({ where: "mentions", user_id: f.cid.userId });
    const after = await ok(as(f.cid, "GET", `/api/post/mentions/${f.cid.userId}/0`));
    expect(after.seenUpTo).toBe(mark.seenUpTo);
    expect(after.items[0]).toMatchObject({ _id: mention._id, post: { seen: true } });
    expect(after.items.every((item: { post: PostView }) => item.post.seen)).toBe(true);
  });
});

describe("likes and views over HTTP", () => {
  // 100 sign-ins and 100 racing transactions (plus the notification subscribers they wake) take a while.
  it(
    "100 colleagues like at once: 100; one person liking twice at once: 1; unlike; post.liked events",
    { timeout: 90_000 },
    async () => {
      const target: PostView = await writePost(t.ann, { message: "<p>Like me</p>" });
      const fans = await Promise.all(Array.from({ length: 100 }, () => member(t.tenantId, { rights: ["wall"] })));
      published.length = 0;
      const answers = await Promise.all(fans.map((fan) => as(fan, "PUT", `/api/post/${target._id}/like`)));
      expect(answers.map((answer) => answer.status)).toEqual(fans.map(() => 200));
      expect((await ok(as(t.bob, "GET", `/api/post/${target._id}`))).likesCount).toBe(100);
      expect(published.filter((event) => event.type === "post.liked")).toHaveLength(100);

      const twice = await Promise.all([1, 2].map(() => as(t.bob, "PUT", `/api/post/${target._id}/like`)));
      expect(twice.map((answer) => answer.status)).toEqual([200, 200]);
      expect(await ok(as(t.bob, "GET", `/api/post/${target._id}`))).toMatchObject({ likesCount: 101, liked: true });
      expect(await ok(as(t.bob, "DELETE", `/api/post/${target._id}/like`))).toEqual({
        _id: target._id,
        liked: false,
        likesCount: 100,
      });
      expect(await ok(as(t.bob, "DELETE", `/api/post/${target._id}/like`))).toEqual({
        _id: target._id,
        liked: false,
        likesCount: 100,
      });
      expect(published.filter((event) => event.type === "post.liked")).toHaveLength(101);
      expect(published.find((event) => event.type === "post.liked")?.detail).toMatchObject({
        postId: target._id,
        postAuthorId: t.ann.userId,
      });
      await api.bus.drain();
    },
  );

  it("PUT /api/post/{id}/view counts each person once", async () => {
    const target: PostView = await writePost(t.ann, { message: "<p>View me</p>" });
    const views = await Promise.all(
      [t.bob, t.bob, t.cid, t.cid, t.bob].map((who) => as(who, "PUT", `/api/post/${target._id}/view`)),
    );
    expect(views.map((view) => view.status)).toEqual([200, 200, 200, 200, 200]);
    expect(await ok(as(t.cid, "GET", `/api/post/${target._id}`))).toMatchObject({ viewsCount: 2, seen: true });
    expect(await ok(as(t.bob, "PUT", `/api/post/${target._id}/view`))).toMatchObject({
      _id: target._id,
      viewed: true,
      viewsCount: 2,
    });
  });
});

describe("comments over HTTP", () => {
  it("comments and replies, sanitised, counted, listed in threads, edited and deleted by the author or an admin", async () => {
    const target: PostView = await writePost(t.ann, { message: "<p>Discuss</p>" });
    published.length = 0;
    const top: CommentView = await ok(
      as(t.bob, "POST", "/api/comment", { body: { postId: target._id, text: `<p>First!</p>${xss.join("")}` } }),
      201,
    );
    expect(top.text).toBe(
      `<p>First!</p><a rel="noopener noreferrer nofollow">link</a><a rel="noopener noreferrer nofollow">tab</a><p>styled</p>`,
    );
    expect(top.text).not.toMatch(dangerous);
    const reply: CommentView = await ok(
      as(t.cid, "POST", "/api/comment", {
        body: { postId: target._id, text: "<p>Reply</p>", parentCommentId: top._id },
      }),
      201,
    );
    expect(reply).toMatchObject({ threadId: top._id, parentCommentId: top._id, author: { fullName: "Cooper Cid" } });
    const commentEvents = published.filter((event) => event.type.startsWith("comment."));
    expect(
      commentEvents.map((event) => [
        event.type,
        (event.detail as { parentCommentAuthorId?: string }).parentCommentAuthorId,
      ]),
    ).toEqual([
      ["comment.created", undefined],
      ["comment.created", t.bob.userId],
    ]);
    expectError(
      await as(t.cid, "POST", "/api/comment", { body: { postId: target._id, text: " ", parentCommentId: top._id } }),
      400,
      "posts.comment_text_required",
    );

    const listed = await ok(as(t.ann, "GET", `/api/post/${target._id}/comments`));
    expect(listed.items.map((item: CommentView) => item._id)).toEqual([top._id, reply._id]);
    expect((await ok(as(t.ann, "GET", `/api/post/${target._id}`))).commentsCount).toBe(2);
    const paged = await ok(as(t.ann, "GET", `/api/post/${target._id}/comments?limit=1`));
    expect(paged.items).toHaveLength(1);
    const rest = await ok(
      as(t.ann, "GET", `/api/post/${target._id}/comments?limit=1&cursor=${encodeURIComponent(paged.cursor)}`),
    );
    expect(rest.items.map((item: CommentView) => item._id)).toEqual([reply._id]);

    const feed = await ok(as(t.ann, "GET", `/api/comment/feed/${t.tenantId}/0`));
    expect(feed.items.slice(0, 2).map((item: CommentView) => item._id)).toEqual([reply._id, top._id]);
    expect(feed.items[0].post).toMatchObject({ _id: target._id, excerpt: "Discuss" });
    expectError(await as(t.ann, "GET", `/api/comment/feed/${stranger.tenantId}/0`), 403, "common.no_access");

    expectError(
      await as(t.ann, "PUT", `/api/comment/${reply._id}`, { body: { text: "<p>x</p>" } }),
      403,
      "common.no_access",
    );
    expect(
      (await ok(as(t.cid, "PUT", `/api/comment/${reply._id}`, { body: { text: `<b onclick="x()">Edited</b>` } }))).text,
    ).toBe("<b>Edited</b>");
    expectError(
      await as(stranger.admin, "PUT", `/api/comment/${reply._id}`, { body: { text: "<p>x</p>" } }),
      404,
      "posts.comment_not_found",
    );
    expectError(await as(t.ann, "DELETE", `/api/comment/${top._id}`), 403, "common.no_access");
    expect(await ok(as(t.admin, "DELETE", `/api/comment/${top._id}`))).toEqual({
      _id: top._id,
      deleted: true,
      removed: 2,
    });
    expect((await ok(as(t.ann, "GET", `/api/post/${target._id}`))).commentsCount).toBe(0);
    expectError(await as(t.cid, "DELETE", `/api/comment/${reply._id}`), 404, "posts.comment_not_found");
    await api.bus.drain();
  });
});

describe("the wall right", () => {
  it("refuses an employee without the wall right, and allows an admin without it", async () => {
    const without = await member(t.tenantId, { rights: ["groups"] });
    expectError(await as(without, "GET", `/api/post/news/${t.tenantId}/0`), 403, "common.no_access");
    expectError(await as(without, "POST", "/api/post", { body: { message: "<p>x</p>" } }), 403, "common.no_access");
    expect((await as(t.admin, "GET", `/api/post/news/${t.tenantId}/0`)).status).toBe(200);
  });
});
