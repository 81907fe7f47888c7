import { beforeAll, describe, expect, it } from "vitest";
import type { ItemView, PurchaseView } from "@intranet/contracts/shop";
import { confirmUpload } from "@intranet/core/files";
import { uploaded } from "@intranet/core/files/testing";
import { newId } from "@intranet/core/platform";
import { member, type Member } from "@intranet/core/users/test-support";
import { useTestApi, type Caller, type TestApi } from "../testing/api";
import { expectError, ok } from "../testing/expect-http";
import { ensureTestTenant, tokenFor } from "../testing/tokens";

const api = useTestApi();

const as: TestApi["as"] = (...args) => api.as(...args);

interface Company {
  tenantId: string;
  admin: Member;
  manager: Member;
  ann: Member;
  bob: Member;
  /** An employee without the shop right. */
  noRight: Member;
  superadmin: Caller;
}

async function company(): Promise<Company> {
  const tenantId = await ensureTestTenant();
  const [admin, manager, ann, bob, noRight, root] = await Promise.all([
    member(tenantId, { role: "admin" }),
    member(tenantId, { rights: ["shop", "wall"], profile: { firstName: "Mona", lastName: "Manager" } }),
    member(tenantId, { rights: ["shop", "wall"], profile: { firstName: "Ann", lastName: "Archer" } }),
    member(tenantId, { rights: ["shop", "wall"], profile: { firstName: "Bob", lastName: "Baker" } }),
    member(tenantId, { rights: ["wall"] }),
    tokenFor({ role: "superadmin" }),
  ]);
  return {
    tenantId,
    admin: admin!,
    manager: manager!,
    ann: ann!,
    bob: bob!,
    noRight: noRight!,
    superadmin: { token: root!.token, tenantId },
  };
}

let c: Company;
let other: Company;
beforeAll(async () => {
  [c, other] = await Promise.all([company(), company()]);
  await ok(as(c.admin, "PUT", "/api/shop", { body: { managers: [c.manager.userId] } }));
});

describe("shop over HTTP", () => {
  it("a manager sets up the shop, accrues coins on the wall; the employee buys; the manager hands the order out", async () => {
    const { tenantId, manager, ann } = c;
    const settings = await ok(as(ann, "GET", `/api/shop/byClient/${tenantId}`));
    expect(settings).toMatchObject({ name: "Shop!", canManage: false, canBuy: true, managers: [manager.userId] });
    await ok(as(manager, "PUT", "/api/shop", { body: { name: "Bazaar", currencyName: "bolt", currencyShort: "B" } }));

    const ticket = await uploaded(manager.actor, {
      module: "shop",
      name: "mug.png",
      contentType: "image/png",
      size: 64,
    });
    await confirmUpload(manager.actor, ticket.fileId);
    const mug: ItemView = await ok(
      as(manager, "POST", `/api/shop/${tenantId}/shop_items`, {
        body: { name: "Mug", cost: 30, amount: 2, pics: [ticket.fileId] },
      }),
      201,
    );
    expect(mug).toMatchObject({ rest: 2, startAmount: 2, available: true, pics: [{ fileId: ticket.fileId }] });
    const notShop = await uploaded(manager.actor, {
      module: "posts",
      name: "a.png",
      contentType: "image/png",
      size: 64,
    });
    await confirmUpload(manager.actor, notShop.fileId);
    expectError(
      await as(manager, "PUT", `/api/shop/${tenantId}/shop_items`, { body: { _id: mug._id, pics: [notShop.fileId] } }),
      400,
      "shop.picture_invalid",
    );
    const star = await ok(as(manager, "POST", `/api/shop/${tenantId}/achievements`, { body: { name: "Star" } }), 201);
    expect((await ok(as(ann, "GET", `/api/shop/achievements/${tenantId}`))).items).toEqual([
      expect.objectContaining({ _id: star._id, name: "Star" }),
    ]);

    const accrual = await ok(
      as(manager, "POST", "/api/shop/accrue", {
        body: { user: ann.userId, amount: 40, achievement: star._id, comment: "Thanks!", publish: true },
      }),
      201,
    );
    expect(accrual.postId).toBeTruthy();
    await ok(as(ann, "GET", `/api/post/${accrual.postId}`));
    expect(await ok(as(ann, "GET", `/api/shop/balance/${ann.userId}`))).toMatchObject({ coins: 40, earned: 40 });

    const purchase: PurchaseView = await ok(as(ann, "POST", "/api/shop/buy", { body: { item: mug._id } }), 201);
    expect(purchase).toMatchObject({ balance: 10, order: { status: "new", item: { _id: mug._id, name: "Mug" } } });
    expectError(await as(ann, "POST", "/api/shop/buy", { body: { item: mug._id } }), 409, "shop.insufficient_coins");
    expect(await ok(as(ann, "GET", `/api/item_rest/${mug._id}`))).toEqual({ _id: mug._id, rest: 1, available: true });
    expectError(await as(manager, "DELETE", `/api/shop/accrue/${accrual._id}`), 409, "shop.coins_not_cancelled");
    expectError(await as(manager, "DELETE", `/api/shop/shop_items/${mug._id}`), 409, "shop.item_has_sales");
    expect(await ok(as(manager, "POST", `/api/shop_items/${mug._id}/add/5`))).toMatchObject({ rest: 6, amount: 7 });

    await api.bus.drain();
    const managerNews = await ok(as(manager, "GET", `/api/notification/${tenantId}/shop/${manager.userId}/now`));
    expect(managerNews.items.map((item: { title: string }) => item.title)).toContain("New order: Mug");
    const annNews = await ok(as(ann, "GET", `/api/notification/${tenantId}/shop/${ann.userId}/now`));
    expect(annNews.items.length).toBeGreaterThanOrEqual(2);

    const orders = await ok(as(manager, "GET", `/api/shop/orders/${tenantId}?status=new`));
    expect(orders.items.map((order: { _id: string }) => order._id)).toEqual([purchase.order._id]);
    const handed = await ok(as(manager, "PUT", `/api/shop/orders/${purchase.order._id}/handed_out`));
    expect(handed).toMatchObject({ status: "handed_out", handedOutBy: manager.userId });
    const mine = await ok(as(ann, "GET", `/api/shop/orders/${tenantId}`));
    expect(mine.items).toHaveLength(1);

    const stats = await ok(as(manager, "GET", "/api/shop/stats"));
    expect(stats).toMatchObject({
      issued: 40,
      spent: 30,
      orders: 1,
      topItems: [expect.objectContaining({ item: mug._id })],
    });
    const coins = await ok(
      as(c.admin, "GET", `/api/analytics/coins/${tenantId}?dateFrom=2026-01-01&dateTo=2026-12-31`),
    );
    expect(coins.days).toHaveLength(365);
    const balances = await ok(as(manager, "GET", `/api/balances/${tenantId}`));
    expect(balances.items).toEqual([expect.objectContaining({ user: ann.userId, coins: 10 })]);
    expect(await ok(as(manager, "POST", `/api/balances/nullify/${tenantId}`))).toEqual({ nullified: 1 });
    expect((await ok(as(ann, "GET", `/api/shop/balance/${ann.userId}`))).coins).toBe(0);
  });

  it("every role: without the right 403, employees do not manage, the superadmin manages but cannot buy, another tenant sees nothing", async () => {
    const { tenantId, manager, bob, noRight, superadmin, admin } = c;
    const item: ItemView = await ok(
      as(manager, "POST", `/api/shop/${tenantId}/shop_items`, { body: { name: "Cap", cost: 1, amount: 3 } }),
      201,
    );
    expectError(await as(noRight, "GET", `/api/shop/byClient/${tenantId}`), 403, "common.no_access");
    expectError(await as(noRight, "POST", "/api/shop/buy", { body: { item: item._id } }), 403, "common.no_access");
    expectError(
      await as(bob, "POST", `/api/shop/${tenantId}/shop_items`, { body: { name: "X", cost: 1, amount: 1 } }),
      403,
      "common.no_access",
    );
    expectError(
      await as(bob, "POST", "/api/shop/accrue", { body: { user: bob.userId, amount: 5 } }),
      403,
      "common.no_access",
    );
    expectError(await as(bob, "GET", `/api/balances/${tenantId}`), 403, "common.no_access");
    expectError(await as(bob, "GET", `/api/shop/balance/${c.ann.userId}`), 403, "common.no_access");
    expectError(await as(bob, "GET", "/api/shop/stats"), 403, "common.no_access");
    expectError(await as(bob, "GET", `/api/analytics/coins/${tenantId}`), 403, "common.no_access");
    expectError(await as(bob, "POST", "/api/shop/accrue", { body: { user: bob.userId } }), 400, "common.validation");

    await ok(as(admin, "POST", "/api/shop/accrue", { body: { user: bob.userId, amount: 5 } }), 201);
    await ok(as(superadmin, "POST", "/api/shop/accrue", { body: { user: bob.userId, amount: 5 } }), 201);
    expect(await ok(as(superadmin, "GET", `/api/shop/byClient/${tenantId}`))).toMatchObject({
      canBuy: false,
      canManage: true,
    });
    expectError(
      await as(superadmin, "POST", "/api/shop/buy", { body: { item: item._id } }),
      403,
      "shop.superadmin_cannot_buy",
    );
    await ok(as(bob, "POST", "/api/shop/buy", { body: { item: item._id } }), 201);

    const stranger = other.manager;
    for (const path of [
      `/api/shop/byClient/${tenantId}`,
      `/api/shop/${tenantId}/shop_items`,
      `/api/shop/achievements/${tenantId}`,
      `/api/balances/${tenantId}`,
      `/api/shop/orders/${tenantId}`,
      `/api/shop/accruals/${tenantId}`,
    ])
      expectError(await as(stranger, "GET", path), 403, "common.no_access");
    expectError(await as(stranger, "GET", `/api/item_rest/${item._id}`), 404, "shop.item_not_found");
    expectError(await as(stranger, "POST", "/api/shop/buy", { body: { item: item._id } }), 404, "shop.item_not_found");
    // Even the other company's admin reads only its own tenant's keys: Bob has nothing there.
    expect((await ok(as(other.admin, "GET", `/api/shop/balance/${bob.userId}`))).coins).toBe(0);
    expectError(await as(stranger, "DELETE", `/api/shop/shop_items/${item._id}`), 403, "common.no_access");
    expectError(await as(other.admin, "DELETE", `/api/shop/shop_items/${item._id}`), 404, "shop.item_not_found");
    expectError(await as(other.admin, "PUT", `/api/shop/orders/${newId()}/handed_out`), 404, "shop.order_not_found");
    expect((await ok(as(c.ann, "GET", `/api/item_rest/${item._id}`))).rest).toBe(2);
  });

  it("a manager cannot accrue to themselves (issue 31 item 2); every accrual and cancellation names who did it", async () => {
    const { tenantId, manager, admin, bob } = c;
    const before = (await ok(as(manager, "GET", `/api/shop/balance/${manager.userId}`))).coins;
    const refused = await as(manager, "POST", "/api/shop/accrue", { body: { user: manager.userId, amount: 1000 } });
    expectError(refused, 403, "shop.self_accrual");
    expect(refused.body.error.message).toBe("A manager cannot accrue to themselves: another manager must do it");
    expect((await ok(as(manager, "GET", `/api/shop/balance/${manager.userId}`))).coins).toBe(before);
    expect((await ok(as(manager, "GET", `/api/shop/accruals/${tenantId}?user=${manager.userId}`))).items).toEqual([]);

    const given = await ok(as(admin, "POST", "/api/shop/accrue", { body: { user: manager.userId, amount: 7 } }), 201);
    expect(given).toMatchObject({ author: admin.userId, cancelled: false, cancelledBy: null });
    const toBob = await ok(as(manager, "POST", "/api/shop/accrue", { body: { user: bob.userId, amount: 2 } }), 201);
    await ok(as(admin, "DELETE", `/api/shop/accrue/${toBob._id}`));
    const history = await ok(as(manager, "GET", `/api/shop/accruals/${tenantId}?user=${bob.userId}`));
    expect(history.items.find((entry: { _id: string }) => entry._id === toBob._id)).toMatchObject({
      author: manager.userId,
      cancelled: true,
      cancelledBy: admin.userId,
    });
  });

  it("saves the shop's name and currency per language with plural forms (issue 31 items 1 and 3)", async () => {
    const { tenantId, manager, ann } = c;
    const translations = {
      ru: { name: "Магазин", currency: { one: "искра", few: "искры", many: "искр" }, short: "иск." },
    };
    await ok(as(manager, "PUT", "/api/shop", { body: { translations } }));
    expect((await ok(as(ann, "GET", `/api/shop/byClient/${tenantId}`))).translations).toEqual(translations);
    const tooLong = await as(manager, "PUT", "/api/shop", {
      body: { translations: { ua: { short: "x".repeat(11) } } },
    });
    expectError(tooLong, 400, "common.validation");
    expect(tooLong.body.error.details.issues[0].path).toBe("translations.ua.short");
  });
});
