import { beforeAll, describe, expect, it } from "vitest";
import { type CommentView, createCommentBodySchema } from "@intranet/contracts";
import { db } from "./entities";
import { newId } from "../platform";
import { captureEvents, refusal } from "../testing/capture";
import { commentsFeed, createComment, deleteComment, listComments, updateComment } from "./comments";
import { getPost, mentionsFeed } from "./feeds";
import { likePost, viewPost } from "./reactions";
import { countDynamoCalls, post, wallTenant, type Member, type WallTenant } from "./test-support";
import { deletePost } from "./write";

const events = captureEvents();
let wall: WallTenant;
let other: WallTenant;
let ann: Member, bob: Member, cid: Member;
beforeAll(async () => {
  [wall, other] = await Promise.all([wallTenant(3), wallTenant(1)]);
  [ann, bob, cid] = wall.people as [Member, Member, Member];
});

const comment = (who: Member, body: { postId: string; text?: string; parentCommentId?: string; mentions?: string[] }) =>
  createComment(who.actor, createCommentBodySchema.parse({ text: "<p>Nice!</p>", ...body }));

const allComments = async (who: Member, postId: string) =>
  (await listComments(who.actor, postId, { limit: 100 })).items;
const count = async (postId: string) => (await getPost(ann.actor, postId)).commentsCount;

describe("comments and replies", () => {
  it("comments, replies in threads, counts exactly and publishes comment.created with who to tell", async () => {
    const target = await post(ann.actor);
    events.length = 0;
    const first = await comment(bob, {
      postId: target._id,
      text: `<p onmouseover="x()">Great <a href="javascript:alert(1)">news</a>, <span data-mention="${cid.userId}">@Cid</span></p><script>steal()</script>`,
    });
    expect(first).toMatchObject({
      postId: target._id,
      threadId: first._id,
      parentCommentId: null,
      authorId: bob.userId,
      author: { _id: bob.userId, lastName: "Wall1" },
      text: `<p>Great <a rel="noopener noreferrer nofollow">news</a>, <span data-mention="${cid.userId}">@Cid</span></p>`,
      mentions: [cid.userId],
      repliesCount: 0,
    });
    const second = await comment(cid, { postId: target._id, text: "<p>Second thread</p>" });
    const reply = await comment(ann, { postId: target._id, parentCommentId: first._id, text: "<p>Thanks Bob</p>" });
    const replyToReply = await comment(cid, { postId: target._id, parentCommentId: reply._id, text: "<p>+1</p>" });
    expect(reply).toMatchObject({ threadId: first._id, parentCommentId: first._id });
    expect(replyToReply).toMatchObject({ threadId: first._id, parentCommentId: reply._id });

    // Threads oldest first, each followed by its replies.
    const listed = await allComments(ann, target._id);
    expect(listed.map((item: CommentView) => item._id)).toEqual([first._id, reply._id, replyToReply._id, second._id]);
    expect(listed[0]!.repliesCount).toBe(2);
    expect(await count(target._id)).toBe(4);

    expect(events.map((event) => event.detail)).toEqual([
      {
        postId: target._id,
        commentId: first._id,
        authorId: bob.userId,
        postAuthorId: ann.userId,
        mentionedUserIds: [cid.userId],
        excerpt: "Great news, @Cid",
      },
      {
        postId: target._id,
        commentId: second._id,
        authorId: cid.userId,
        postAuthorId: ann.userId,
        mentionedUserIds: [],
        excerpt: "Second thread",
      },
      {
        postId: target._id,
        commentId: reply._id,
        authorId: ann.userId,
        postAuthorId: ann.userId,
        parentCommentId: first._id,
        parentCommentAuthorId: bob.userId,
        mentionedUserIds: [],
        excerpt: "Thanks Bob",
      },
      {
        postId: target._id,
        commentId: replyToReply._id,
        authorId: cid.userId,
        postAuthorId: ann.userId,
        parentCommentId: reply._id,
        parentCommentAuthorId: ann.userId,
        mentionedUserIds: [],
        excerpt: "+1",
      },
    ]);
    expect(events.every((event) => event.type === "comment.created" && event.tenantId === wall.tenantId)).toBe(true);

    // The mention shows in Cid's mentions feed, with the post's excerpt.
    const mentions = await mentionsFeed(cid.actor, cid.userId, null);
    expect(mentions.items[0]).toMatchObject({
      type: "comment",
      _id: first._id,
      comment: { _id: first._id, authorId: bob.userId },
      post: { _id: target._id, excerpt: "Hello, colleagues" },
      seen: false,
    });
    expect(await refusal(() => mentionsFeed(bob.actor, cid.userId, null))).toBe("common.no_access");
    expect((await mentionsFeed(wall.admin.actor, cid.userId, null)).items[0]!._id).toBe(first._id);
  });

  it("counts 30 parallel comments and replies exactly", async () => {
    const target = await post(ann.actor);
    const top = await comment(bob, { postId: target._id });
    await Promise.all(
      Array.from({ length: 30 }, (_, index) =>
        comment([ann, bob, cid][index % 3]!, {
          postId: target._id,
          ...(index % 2 ? { parentCommentId: top._id } : {}),
        }),
      ),
    );
    expect(await count(target._id)).toBe(31);
    const listed = await allComments(ann, target._id);
    expect(listed).toHaveLength(31);
    expect(listed[0]).toMatchObject({ _id: top._id, repliesCount: 15 });
  });

  it("refuses empty text, missing parents and posts, and other tenants' posts", async () => {
    const target = await post(ann.actor);
    expect(await refusal(() => comment(bob, { postId: target._id, text: "<p><br></p>" }))).toBe(
      "posts.comment_text_required",
    );
    expect(await refusal(() => comment(bob, { postId: newId() }))).toBe("posts.not_found");
    expect(await refusal(() => comment(bob, { postId: target._id, parentCommentId: newId() }))).toBe(
      "posts.comment_not_found",
    );
    expect(await refusal(() => comment(other.people[0]!, { postId: target._id }))).toBe("posts.not_found");
    expect(await refusal(() => comment(bob, { postId: target._id, mentions: [other.people[0]!.userId] }))).toBe(
      "posts.mention_not_found",
    );
    expect(await refusal(() => listComments(other.people[0]!.actor, target._id, { limit: 20 }))).toBe(
      "posts.not_found",
    );
    expect(await count(target._id)).toBe(0);
  });

  it("edits by the author or an admin only, sanitised, moving mention entries", async () => {
    const target = await post(ann.actor);
    const mine = await comment(bob, { postId: target._id, mentions: [cid.userId] });
    expect(await refusal(() => updateComment(cid.actor, mine._id, { text: "<p>hijack</p>" }))).toBe("common.no_access");
    expect(await refusal(() => updateComment(other.admin.actor, mine._id, { text: "<p>x</p>" }))).toBe(
      "posts.comment_not_found",
    );
    const edited = await updateComment(bob.actor, mine._id, {
      text: `<p style="x">Edited <img src=x onerror=alert(1)></p>`,
      mentions: [ann.userId],
    });
    expect(edited).toMatchObject({ text: "<p>Edited </p>", mentions: [ann.userId] });
    expect((await mentionsFeed(cid.actor, cid.userId, null)).items.map((item) => item._id)).not.toContain(mine._id);
    expect((await mentionsFeed(ann.actor, ann.userId, null)).items.map((item) => item._id)).toContain(mine._id);
    const moderated = await updateComment(wall.admin.actor, mine._id, { text: "<p>Moderated</p>" });
    expect(moderated).toMatchObject({ text: "<p>Moderated</p>", mentions: [ann.userId] });
  });

  it("deletes a reply alone, and a top-level comment with its whole thread; counts stay exact", async () => {
    const target = await post(ann.actor);
    const top = await comment(bob, { postId: target._id });
    const keep = await comment(cid, { postId: target._id });
    const replies: CommentView[] = [];
    for (let index = 0; index < 4; index++)
      replies.push(
        await comment(index % 2 ? ann : cid, { postId: target._id, parentCommentId: top._id, mentions: [bob.userId] }),
      );
    expect(await count(target._id)).toBe(6);

    expect(await refusal(() => deleteComment(bob.actor, replies[0]!._id))).toBe("common.no_access");
    events.length = 0;
    expect(await deleteComment(cid.actor, replies[0]!._id)).toEqual({
      _id: replies[0]!._id,
      deleted: true,
      removed: 1,
    });
    expect(await count(target._id)).toBe(5);
    expect((await allComments(ann, target._id)).find((item) => item._id === top._id)?.repliesCount).toBe(3);

    // Bob deletes his comment: its three remaining replies go with it.
    expect(await deleteComment(bob.actor, top._id)).toEqual({ _id: top._id, deleted: true, removed: 4 });
    expect((await allComments(ann, target._id)).map((item) => item._id)).toEqual([keep._id]);
    expect(await count(target._id)).toBe(1);
    expect(await refusal(() => deleteComment(bob.actor, top._id))).toBe("posts.comment_not_found");
    expect(await refusal(() => deleteComment(ann.actor, replies[1]!._id))).toBe("posts.comment_not_found");
    // Their mention entries went too.
    const { data: entries } = await db()
      .entities.feedEntry.query.byFeed({ clientId: wall.tenantId, userId: bob.userId, feed: "mentions" })
      .go();
    expect(entries.filter((entry) => entry.postId === target._id)).toEqual([]);
    expect(events.map((event) => event.type)).toEqual(["comment.deleted", "comment.deleted"]);
    expect((events[1]!.detail as { commentIds: string[] }).commentIds.sort()).toEqual(
      [top._id, ...replies.slice(1).map((r) => r._id)].sort(),
    );

    // An admin deletes anyone's.
    expect((await deleteComment(wall.admin.actor, keep._id)).removed).toBe(1);
    expect(await count(target._id)).toBe(0);
  });

  it("a thread deletion racing new replies never orphans one and keeps the count exact", async () => {
    const target = await post(ann.actor);
    const top = await comment(bob, { postId: target._id });
    for (let index = 0; index < 3; index++) await comment(cid, { postId: target._id, parentCommentId: top._id });
    const racing = Array.from({ length: 6 }, () =>
      comment(ann, { postId: target._id, parentCommentId: top._id }).then(
        () => "added",
        (error: { code?: string }) => error.code,
      ),
    );
    const [deleted, ...outcomes] = await Promise.all([deleteComment(bob.actor, top._id), ...racing]);
    expect(outcomes.every((outcome) => outcome === "added" || outcome === "posts.comment_not_found")).toBe(true);
    const left = await allComments(ann, target._id);
    // Whatever landed before the deletion went with the thread; nothing landed after it.
    expect(left).toEqual([]);
    expect(await count(target._id)).toBe(0);
    expect(deleted.removed).toBe(1 + 3 + outcomes.filter((outcome) => outcome === "added").length);
  });

  it("deleting a post removes its comments, likes and views", async () => {
    const target = await post(ann.actor);
    const top = await comment(bob, { postId: target._id, mentions: [cid.userId] });
    await comment(cid, { postId: target._id, parentCommentId: top._id });
    await Promise.all([likePost(bob.actor, target._id), viewPost(cid.actor, target._id)]);
    const partition = { clientId: wall.tenantId, postId: target._id };
    expect((await db().entities.postLike.query.byPost(partition).go()).data).toHaveLength(1);
    await deletePost(ann.actor, target._id);
    expect((await db().entities.comment.query.byPost(partition).go()).data).toEqual([]);
    expect((await db().entities.postLike.query.byPost(partition).go()).data).toEqual([]);
    expect((await db().entities.postView.query.byPost(partition).go()).data).toEqual([]);
    expect((await mentionsFeed(cid.actor, cid.userId, null)).items.map((item) => item._id)).not.toContain(top._id);
    expect(await refusal(() => deleteComment(bob.actor, top._id))).toBe("posts.comment_not_found");
  });
});

describe("the comments feed", () => {
  it("lists the tenant's newest comments with their post, 20 a page, in ONE Query and ONE BatchGet", async () => {
    const team = await wallTenant(2);
    const [writer, talker] = team.people as [Member, Member];
    const target = await post(writer.actor, { message: "<p>Quarterly results</p>" });
    const written: string[] = [];
    for (let index = 0; index < 23; index++)
      written.push(
        (
          await createComment(
            talker.actor,
            createCommentBodySchema.parse({ postId: target._id, text: `<p>c${index}</p>` }),
          )
        )._id,
      );

    const calls = countDynamoCalls();
    let first;
    try {
      first = await commentsFeed(writer.actor, team.tenantId, null);
      expect(calls.counts).toEqual({ QueryCommand: 1, BatchGetItemCommand: 1 });
    } finally {
      calls.stop();
    }
    expect(first.items).toHaveLength(20);
    expect(first.items[0]).toMatchObject({
      _id: written[22],
      text: "<p>c22</p>",
      author: { _id: talker.userId },
      post: { _id: target._id, kind: "news", authorId: writer.userId, excerpt: "Quarterly results" },
    });
    const second = await commentsFeed(writer.actor, team.tenantId, first.cursor);
    expect([...first.items, ...second.items].map((item) => item._id)).toEqual([...written].reverse());
    expect(await refusal(() => commentsFeed(other.people[0]!.actor, team.tenantId, null))).toBe("common.no_access");
  });
});
