import { beforeAll, describe, expect, it } from "vitest";
import { accrueBodySchema, createAchievementBodySchema } from "@intranet/contracts/shop";
import { updateClientSettings } from "../clients";
import { getPost } from "../posts";
import { captureEvents } from "../testing/capture";
import { accrue, cancelAccrual, listAccruals } from "./accruals";
import { createAchievement, deleteAchievement, listAchievements } from "./achievements";
import { getBalance, listBalances, nullifyBalances } from "./balances";
import { handleShopEvent } from "./notify";
import { listOrders } from "./orders";
import { getShop, saveShop } from "./settings";
import { give, item, refusal, shopTenant, storedBalance, type ShopTenant } from "./test-support";
import { listItems } from "./items";
import { listMyNotifications } from "../notifications";
import { updateUser } from "../users";
import { autoValueText } from "@intranet/contracts/autoTexts";

const events = captureEvents();
let shop: ShopTenant;
let other: ShopTenant;
beforeAll(async () => {
  [shop, other] = await Promise.all([shopTenant(2), shopTenant(1)]);
});

describe("settings and roles", () => {
  it("answers the defaults, then what managers save; managers are set by admins only", async () => {
    const fresh = await shopTenant(0);
    const view = await getShop(fresh.people[0]?.actor ?? fresh.manager.actor, fresh.tenantId);
    expect(view).toMatchObject({ managers: [fresh.manager.userId], canManage: true });
    const { tenantId, manager, people, admin, superadmin } = shop;
    expect(await getShop(people[0]!.actor, tenantId)).toMatchObject({ name: "Shop!", canManage: false, canBuy: true });
    expect(await getShop(superadmin, tenantId)).toMatchObject({ canManage: true, canBuy: false });
    const saved = await saveShop(manager.actor, { name: "Coin Bazaar", currencyName: "bolt", currencyShort: "B" });
    expect(saved).toMatchObject({ name: "Coin Bazaar", currencyName: "bolt", managers: [manager.userId] });
    expect(await refusal(() => saveShop(manager.actor, { managers: [] }))).toBe("common.no_access");
    expect(await refusal(() => saveShop(people[0]!.actor, { name: "Mine" }))).toBe("common.no_access");
    expect(await refusal(() => saveShop(admin.actor, { managers: ["NOBODY"] }))).toBe("common.user_not_found");
  });

  it("employees see, only managers and admins manage; another tenant never sees anything", async () => {
    const { tenantId, manager, people, admin, superadmin } = shop;
    const ann = people[0]!;
    const hidden = await item(manager.actor, tenantId, { name: "Secret", available: false });
    expect(
      (await listItems(ann.actor, tenantId, { sort: "name", order: "asc" })).items.map((i) => i._id),
    ).not.toContain(hidden._id);
    expect(
      (await listItems(manager.actor, tenantId, { sort: "name", order: "asc" })).items.map((i) => i._id),
    ).toContain(hidden._id);
    expect(await refusal(() => item(ann.actor, tenantId))).toBe("common.no_access");
    expect(await refusal(() => give(ann.actor, ann.userId, 5))).toBe("common.no_access");
    expect(await refusal(() => listBalances(ann.actor, tenantId, { limit: 10 }))).toBe("common.no_access");
    expect(await refusal(() => getBalance(ann.actor, people[1]!.userId))).toBe("common.no_access");
    await give(admin.actor, ann.userId, 1);
    await give(superadmin, ann.userId, 1);
    const stranger = other.manager;
    expect(await refusal(() => listItems(stranger.actor, tenantId, { sort: "name", order: "asc" }))).toBe(
      "common.no_access",
    );
    expect(await refusal(() => getShop(stranger.actor, tenantId))).toBe("common.no_access");
    expect(await refusal(() => listAchievements(stranger.actor, tenantId))).toBe("common.no_access");
    expect(await refusal(() => listOrders(stranger.actor, tenantId, { limit: 10 }))).toBe("common.no_access");
    expect(await refusal(() => give(stranger.actor, ann.userId, 5))).toBe("common.user_not_found");
    expect(await refusal(() => cancelAccrual(stranger.actor, hidden._id))).toBe("shop.accrual_not_found");
    expect((await getBalance(stranger.actor, stranger.userId)).coins).toBe(0);
  });
});

describe("accruals", () => {
  it("accrues coins with an achievement published on the wall, notifies and pushes the balance", async () => {
    const { tenantId, manager, people } = shop;
    const bob = people[1]!;
    const star = await createAchievement(manager.actor, tenantId, createAchievementBodySchema.parse({ name: "Star" }));
    events.length = 0;
    const accrual = await accrue(
      manager.actor,
      accrueBodySchema.parse({
        user: bob.userId,
        amount: 25,
        achievement: star._id,
        comment: "Great quarter",
        publish: true,
      }),
    );
    expect(accrual).toMatchObject({
      amount: 25,
      achievement: { _id: star._id, name: "Star" },
      publish: true,
      source: "manual",
    });
    expect(accrual.postId).toBeTruthy();
    const post = await getPost(bob.actor, accrual.postId!);
    expect(post.message).toContain("Great quarter");
    expect(post.mentions).toContain(bob.userId);
    expect(events.map((event) => event.type).sort()).toEqual(["post.created", "shop.accrued"]);
    const accrued = events.find((event) => event.type === "shop.accrued")!;
    expect(accrued.detail).toMatchObject({ userId: bob.userId, amount: 25, balance: 25 });
    expect(await handleShopEvent("shop.accrued", { ...(accrued.detail as object), tenantId })).toBe("handled");
    const mine = await listAccruals(bob.actor, tenantId, { limit: 10 });
    expect(mine.items.map((entry) => entry._id)).toContain(accrual._id);
    // A colleague sees Bob's achievements, never his coins.
    const seen = await listAccruals(people[0]!.actor, tenantId, { user: bob.userId, limit: 10 });
    expect(seen.items).toEqual([
      expect.objectContaining({ _id: accrual._id, amount: 0, achievement: { _id: star._id, name: "Star" } }),
    ]);
    await deleteAchievement(manager.actor, star._id);
    expect((await listAccruals(bob.actor, tenantId, { limit: 10 })).items[0]?.achievement?.name).toBe("Star");
    expect(
      await refusal(() => accrue(manager.actor, accrueBodySchema.parse({ user: bob.userId, achievement: star._id }))),
    ).toBe("shop.achievement_not_found");
    expect(accrueBodySchema.safeParse({ user: bob.userId }).error?.issues[0]?.message).toBe("shop.accrual_error");
  });

  it("cancels an accrual while the coins are held; nullifies every balance of the company", async () => {
    const { tenantId, manager, people } = shop;
    const ann = people[0]!;
    const before = await storedBalance(tenantId, ann.userId);
    const accrual = await give(manager.actor, ann.userId, 9);
    expect(await cancelAccrual(manager.actor, accrual._id)).toMatchObject({ cancelled: true, balance: before });
    await give(manager.actor, ann.userId, 4);
    const result = await nullifyBalances(manager.actor, tenantId);
    expect(result.nullified).toBeGreaterThanOrEqual(2);
    const page = await listBalances(manager.actor, tenantId, { limit: 100 });
    expect(page.items.every((entry) => entry.coins === 0)).toBe(true);
    expect(events.map((event) => event.type)).toContain("shop.balances_nullified");
  });

  it("writes the wall post in the company's language", async () => {
    const ru = await shopTenant(1);
    await updateClientSettings(ru.admin.actor, ru.tenantId, { lang: "ru" });
    const [anna] = ru.people;
    const badge = await createAchievement(
      ru.manager.actor,
      ru.tenantId,
      createAchievementBodySchema.parse({ name: "Звезда" }),
    );
    const accrual = await accrue(
      ru.manager.actor,
      accrueBodySchema.parse({ user: anna!.userId, amount: 10, achievement: badge._id, publish: true }),
    );
    const post = await getPost(anna!.actor, accrual.postId!);
    expect(post.message).toContain("получает 10");
    expect(post.message).toContain("Достижение: Звезда");
  });

  it("refuses a manager's accrual to themselves, changing nothing (issue 31 item 2)", async () => {
    const { tenantId, manager, admin } = shop;
    const before = await storedBalance(tenantId, manager.userId);
    expect(await refusal(() => give(manager.actor, manager.userId, 1000))).toBe("shop.self_accrual");
    expect(await refusal(() => give(admin.actor, admin.userId, 5))).toBe("shop.self_accrual");
    expect(await storedBalance(tenantId, manager.userId)).toBe(before);
    // Another manager (here an admin) may accrue to them.
    await give(admin.actor, manager.userId, 3);
    expect(await storedBalance(tenantId, manager.userId)).toBe(before + 3);
  });

  it("names who accrued and who cancelled in the person's history", async () => {
    const { tenantId, manager, admin, people } = shop;
    const ann = people[0]!;
    const accrual = await give(manager.actor, ann.userId, 2);
    await cancelAccrual(admin.actor, accrual._id);
    const history = await listAccruals(manager.actor, tenantId, { user: ann.userId, limit: 50 });
    expect(history.items.find((entry) => entry._id === accrual._id)).toMatchObject({
      author: manager.userId,
      cancelled: true,
      cancelledBy: admin.userId,
    });
  });

  it("notifies the amount with the currency pluralised in each language, the company's words first (issue 31 item 3)", async () => {
    const fresh = await shopTenant(1);
    const [anna] = fresh.people;
    await saveShop(fresh.manager.actor, {
      translations: { ru: { currency: { one: "искра", few: "искры", many: "искр", other: "" } } },
    });
    events.length = 0;
    await give(fresh.manager.actor, anna!.userId, 5);
    const accrued = events.find((event) => event.type === "shop.accrued")!;
    await handleShopEvent("shop.accrued", { ...(accrued.detail as object), tenantId: fresh.tenantId });
    const [note] = (await listMyNotifications(anna!.actor, fresh.tenantId, { section: "shop" })).items;
    expect(note?.title).toBe("You received 5 coins");
    // The amount is stored as a number with the currency's words, written in the reader's language when read.
    expect(note?.params).toMatchObject({ coins: { count: 5, words: { ru: { many: "искр" }, ua: { many: "монет" } } } });
    expect(autoValueText(note?.params?.coins, { language: "ru" })).toBe("5 искр");
    await updateUser(fresh.admin.actor, anna!.userId, { lang: "ua" });
    events.length = 0;
    await give(fresh.manager.actor, anna!.userId, 200);
    const second = events.find((event) => event.type === "shop.accrued")!;
    await handleShopEvent("shop.accrued", { ...(second.detail as object), tenantId: fresh.tenantId });
    const [latest] = (await listMyNotifications(anna!.actor, fresh.tenantId, { section: "shop" })).items;
    expect(latest?.title).toBe("Вам нараховано: 200 монет");
  });
});
