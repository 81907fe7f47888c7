import { beforeAll, describe, expect, it } from "vitest";
import type { Actor } from "@intranet/contracts";
import { db } from "./entities";
import { newId } from "../platform";
import { captureEvents, refusal } from "../testing/capture";
import { getPost, wallFeed } from "./feeds";
import { likePost, markAllSeen, seenUpToNow, unlikePost, viewPost } from "./reactions";
import { post, wallTenant, type WallTenant } from "./test-support";

const events = captureEvents();
let wall: WallTenant;
let other: WallTenant;
beforeAll(async () => {
  [wall, other] = await Promise.all([wallTenant(2), wallTenant(1)]);
});

/** A colleague of the tenant as the API would pass them (likes and views need no more than the Actor). */
const colleague = (tenantId: string): Actor => ({
  userId: newId(),
  tenantId,
  homeTenantId: tenantId,
  roles: ["employee"],
  rights: ["wall"],
});

const likeItems = async (postId: string) =>
  (await db().entities.postLike.query.byPost({ clientId: wall.tenantId, postId }).go({ pages: "all" })).data;

describe("likes", () => {
  it("counts 100 people liking one post at the same moment exactly: 100", async () => {
    const target = await post(wall.people[0]!.actor);
    const people = Array.from({ length: 100 }, () => colleague(wall.tenantId));
    events.length = 0;
    const results = await Promise.all(people.map((person) => likePost(person, target._id)));
    expect(results.every((result) => result.liked)).toBe(true);
    expect((await getPost(wall.people[1]!.actor, target._id)).likesCount).toBe(100);
    expect(await likeItems(target._id)).toHaveLength(100);
    const liked = events.filter((event) => event.type === "post.liked");
    expect(liked).toHaveLength(100);
    expect(liked[0]).toEqual({
      type: "post.liked",
      tenantId: wall.tenantId,
      detail: {
        postId: target._id,
        likerId: expect.any(String),
        postAuthorId: wall.people[0]!.userId,
        likedAt: expect.any(Number),
      },
    });
    expect(new Set(liked.map((event) => (event.detail as { likerId: string }).likerId))).toEqual(
      new Set(people.map((person) => person.userId)),
    );
  });

  it("counts one person liking twice in parallel once, and unliking twice once", async () => {
    const target = await post(wall.people[0]!.actor);
    const fan = wall.people[1]!.actor;
    events.length = 0;
    await Promise.all(Array.from({ length: 5 }, () => likePost(fan, target._id)));
    expect((await getPost(fan, target._id)).likesCount).toBe(1);
    expect(events.filter((event) => event.type === "post.liked")).toHaveLength(1);
    expect((await getPost(fan, target._id)).liked).toBe(true);
    expect(
      (await wallFeed(fan, wall.tenantId, null, "news")).items.find((item) => item._id === target._id)?.liked,
    ).toBe(true);

    const results = await Promise.all([unlikePost(fan, target._id), unlikePost(fan, target._id)]);
    expect(results.map((result) => result.liked)).toEqual([false, false]);
    expect((await getPost(fan, target._id)).likesCount).toBe(0);
    expect((await getPost(fan, target._id)).liked).toBe(false);
    expect(await likePost(fan, target._id)).toEqual({ _id: target._id, liked: true, likesCount: 1 });
  });

  it("answers not found for a missing or foreign post, and counts nothing", async () => {
    const target = await post(wall.people[0]!.actor);
    expect(await refusal(() => likePost(wall.people[1]!.actor, newId()))).toBe("posts.not_found");
    expect(await refusal(() => likePost(other.people[0]!.actor, target._id))).toBe("posts.not_found");
    expect(await refusal(() => unlikePost(other.people[0]!.actor, target._id))).toBe("posts.not_found");
    expect(
      await refusal(() =>
        likePost({ ...colleague(wall.tenantId), homeTenantId: null, roles: ["superadmin"] }, target._id),
      ),
    ).toBe("common.no_access");
    expect((await getPost(wall.people[1]!.actor, target._id)).likesCount).toBe(0);
    expect(await likeItems(target._id)).toHaveLength(0);
  });
});

describe("views and seen marks", () => {
  it("records each person's first view once, with its time: 30 parallel views by 10 people count 10", async () => {
    const target = await post(wall.people[0]!.actor);
    const people = Array.from({ length: 10 }, () => colleague(wall.tenantId));
    const results = await Promise.all(people.flatMap((person) => [1, 2, 3].map(() => viewPost(person, target._id))));
    expect((await getPost(wall.people[0]!.actor, target._id)).viewsCount).toBe(10);
    const { data: views } = await db()
      .entities.postView.query.byPost({ clientId: wall.tenantId, postId: target._id })
      .go();
    expect(views.map((view) => view.userId).sort()).toEqual(people.map((person) => person.userId).sort());
    // Every answer for one person names the same, first, time.
    for (const person of people) {
      const first = views.find((view) => view.userId === person.userId)!.viewedAt;
      const answers = results.filter((_result, index) => people[Math.floor(index / 3)] === person);
      expect(answers.map((answer) => answer.viewedAt)).toEqual([first, first, first]);
    }
    expect(await refusal(() => viewPost(people[0]!, newId()))).toBe("posts.not_found");
    expect(await refusal(() => viewPost(other.people[0]!.actor, target._id))).toBe("posts.not_found");
  });

  it("a viewed post is seen; marking the feed seen covers everything up to now in one write, and only moves forward", async () => {
    const team = await wallTenant(2);
    const [writer, reader] = team.people as [typeof team.admin, typeof team.admin];
    const first = await post(writer.actor, { message: "<p>one</p>" });
    const second = await post(writer.actor, { message: "<p>two</p>" });
    const seenOf = async () =>
      Object.fromEntries(
        (await wallFeed(reader.actor, team.tenantId, null, "news")).items.map((item) => [item._id, item.seen]),
      );
    expect(await seenOf()).toEqual({ [first._id]: false, [second._id]: false });
    await viewPost(reader.actor, first._id);
    expect(await seenOf()).toEqual({ [first._id]: true, [second._id]: false });

    expect(await refusal(() => markAllSeen(reader.actor, { user_id: writer.userId, where: "news" }))).toBe(
      "common.no_access",
    );
    const mark = await markAllSeen(reader.actor, { user_id: reader.userId, where: "news" });
    expect(mark).toMatchObject({ where: "news", user_id: reader.userId });
    expect(mark.seenUpTo >= second._id).toBe(true);
    const third = await post(writer.actor, { message: "<p>three</p>" });
    expect(await seenOf()).toEqual({ [first._id]: true, [second._id]: true, [third._id]: false });
    const page = await wallFeed(reader.actor, team.tenantId, null, "news");
    expect(page.seenUpTo).toBe(mark.seenUpTo);
    // The thanks tab has its own mark.
    expect((await wallFeed(reader.actor, team.tenantId, null, "thanks")).seenUpTo).toBeNull();
    // A mark written later (here: ahead of the clock) is never moved back.
    const later = seenUpToNow(Date.now() + 60_000);
    await db()
      .entities.seenMark.put({
        clientId: team.tenantId,
        userId: reader.userId,
        feed: "news",
        seenUpTo: later,
        updatedAt: "x",
      })
      .go();
    expect(await markAllSeen(reader.actor, { user_id: reader.userId, where: "news" })).toEqual({
      where: "news",
      user_id: reader.userId,
      seenUpTo: later,
    });
    expect((await wallFeed(reader.actor, team.tenantId, null, "news")).seenUpTo).toBe(later);
  });
});
