import { beforeAll, describe, expect, it } from "vitest";
import { follow, listFollowers, listFollowing, unfollow } from "./follow";
import { findUser, writeUserStatus } from "./store";
import { member, refusal, tenantWithAdmin, type Member } from "./test-support";

const countOf = async (tenantId: string, userId: string) => (await findUser(tenantId, userId))?.followersCount;

describe("following colleagues", () => {
  let tenantId: string;
  let admin: Member;

  beforeAll(async () => {
    ({ tenantId, admin } = await tenantWithAdmin());
  });

  it("counts 20 parallel follows of one person by 20 people exactly 20 times", async () => {
    const star = await member(tenantId);
    const fans = await Promise.all(Array.from({ length: 20 }, () => member(tenantId)));
    const results = await Promise.all(fans.map((fan) => follow(fan.actor, star.userId)));
    expect(results.every((result) => result.following && result.user_id === star.userId)).toBe(true);
    expect(await countOf(tenantId, star.userId)).toBe(20);

    const all = await listFollowers(admin.actor, star.userId, { limit: 100 });
    expect(all.items.map((user) => user._id).sort()).toEqual(fans.map((fan) => fan.userId).sort());
    // Paged: 20 followers in pages of 8, none twice, none missed.
    const seen: string[] = [];
    let cursor: string | undefined;
    do {
      const page = await listFollowers(admin.actor, star.userId, { limit: 8, cursor });
      seen.push(...page.items.map((user) => user._id));
      cursor = page.cursor ?? undefined;
    } while (cursor);
    expect(seen).toEqual(all.items.map((user) => user._id));
  });

  it("counts the same person following twice at once only once, and unfollowing likewise", async () => {
    const star = await member(tenantId);
    const fan = await member(tenantId);
    const twice = await Promise.all([follow(fan.actor, star.userId), follow(fan.actor, star.userId)]);
    expect(twice.map((result) => result.following)).toEqual([true, true]);
    expect(await countOf(tenantId, star.userId)).toBe(1);
    expect((await follow(fan.actor, star.userId)).followersCount).toBe(1);

    const following = await listFollowing(fan.actor, fan.userId, { limit: 10 });
    expect(following.items.map((user) => user._id)).toEqual([star.userId]);

    const gone = await Promise.all([unfollow(fan.actor, star.userId), unfollow(fan.actor, star.userId)]);
    expect(gone.map((result) => [result.following, result.followersCount])).toEqual([
      [false, 0],
      [false, 0],
    ]);
    expect(await countOf(tenantId, star.userId)).toBe(0);
    expect((await listFollowers(fan.actor, star.userId, { limit: 10 })).items).toEqual([]);
  });

  it("refuses following oneself, someone of another tenant, or someone who left", async () => {
    const fan = await member(tenantId);
    expect(await refusal(() => follow(fan.actor, fan.userId))).toBe("employees.cannot_follow_self");
    const stranger = await tenantWithAdmin();
    expect(await refusal(() => follow(fan.actor, stranger.admin.userId))).toBe("employees.not_found");
    expect(await refusal(() => listFollowers(fan.actor, stranger.admin.userId, { limit: 5 }))).toBe(
      "employees.not_found",
    );
    const leaver = await member(tenantId);
    await writeUserStatus(tenantId, leaver.userId, "fired");
    expect(await refusal(() => follow(fan.actor, leaver.userId))).toBe("employees.not_active");
    expect(await countOf(tenantId, leaver.userId)).toBe(0);
  });
});
