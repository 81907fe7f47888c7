import { beforeAll, describe, expect, it } from "vitest";
import { updateUser } from "../users";
import { captureEvents } from "../testing/capture";
import { celebratedDays, handleAwardEvent, runDailyAwards } from "./auto-awards";
import { getBalance } from "./balances";
import { saveShop } from "./settings";
import { shopTenant, storedBalance, type ShopTenant } from "./test-support";

captureEvents();
let shop: ShopTenant;
beforeAll(async () => {
  shop = await shopTenant(3);
  await saveShop(shop.admin.actor, {
    autoAwards: {
      thanks: { enabled: true, amount: 5 },
      poll: { enabled: true, amount: 2 },
      idea: { enabled: true, amount: 7 },
      birthday: { enabled: true, amount: 50 },
      anniversary: { enabled: true, amount: 20 },
      years: [{ years: 3, amount: 100 }],
    },
  });
});

describe("auto-awards", () => {
  it("a thanks post delivered twice pays once; polls and ideas pay once per answer and idea", async () => {
    const { tenantId, people } = shop;
    const [ann, bob] = people as [ShopTenant["admin"], ShopTenant["admin"]];
    const thanks = {
      tenantId,
      postId: "01JTHANKSPOST0000000000000",
      authorId: ann.userId,
      kind: "thanks",
      mentionedUserIds: [bob.userId],
    };
    const results = await Promise.all([
      handleAwardEvent("post.created", thanks),
      handleAwardEvent("post.created", thanks),
    ]);
    expect(results.map((result) => result.paid).sort()).toEqual([0, 1]);
    expect(await handleAwardEvent("post.created", thanks)).toEqual({ paid: 0, skipped: 1 });
    expect(await handleAwardEvent("post.created", { ...thanks, kind: "news" })).toEqual({ paid: 0, skipped: 0 });
    expect(await storedBalance(tenantId, bob.userId)).toBe(5);
    const poll = { tenantId, pollId: "P1", userId: ann.userId };
    await handleAwardEvent("poll.answered", poll);
    await handleAwardEvent("poll.answered", poll);
    await handleAwardEvent("idea.accepted", { tenantId, ideaId: "I1", authorId: ann.userId });
    await handleAwardEvent("idea.accepted", { tenantId, ideaId: "I1", authorId: ann.userId });
    expect(await storedBalance(tenantId, ann.userId)).toBe(9);
    expect(await handleAwardEvent("poll.answered", { tenantId })).toEqual({ paid: 0, skipped: 0 });
  });

  it("the birthday, anniversary and years-worked job run twice pays once", async () => {
    const { admin, people } = shop;
    const cid = people[2]!;
    const now = new Date();
    const today = now.toISOString().slice(5, 10);
    const threeYearsAgo = `${now.getUTCFullYear() - 3}-${today}`;
    await updateUser(admin.actor, cid.userId, { birthDate: `1990-${today}`, workingSince: threeYearsAgo });
    const first = await runDailyAwards(now);
    const second = await runDailyAwards(now);
    expect(first.paid).toBeGreaterThanOrEqual(3);
    expect(second.paid).toBe(0);
    expect((await getBalance(cid.actor, cid.userId)).coins).toBe(50 + 20 + 100);
  });

  it("celebrates 29 February on 28 February of a common year, and on the 29th in a leap year", () => {
    expect(celebratedDays(new Date("2027-02-28T09:00:00Z"))).toEqual(["02-28", "02-29"]);
    expect(celebratedDays(new Date("2028-02-28T09:00:00Z"))).toEqual(["02-28"]);
    expect(celebratedDays(new Date("2028-02-29T09:00:00Z"))).toEqual(["02-29"]);
    expect(celebratedDays(new Date("2027-03-01T09:00:00Z"))).toEqual(["03-01"]);
  });

  it("pays a 29 February birthday and hiring anniversary on 28 February of a common year", async () => {
    const { admin, people } = shop;
    const dan = people[1]!;
    await updateUser(admin.actor, dan.userId, { birthDate: "1992-02-29", workingSince: "2024-02-29" });
    const before = (await getBalance(dan.actor, dan.userId)).coins;
    await runDailyAwards(new Date("2027-02-28T09:00:00Z"));
    await runDailyAwards(new Date("2027-02-28T09:00:00Z"));
    expect((await getBalance(dan.actor, dan.userId)).coins - before).toBe(50 + 20 + 100);
  });
});
