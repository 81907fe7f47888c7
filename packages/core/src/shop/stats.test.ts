import { beforeAll, describe, expect, it } from "vitest";
import { captureEvents } from "../testing/capture";
import { buy } from "./buy";
import { cancelAccrual } from "./accruals";
import { db } from "./entities";
import { coinsAnalytics, shopStats } from "./stats";
import { countDynamoCalls, give, item, refusal, shopTenant, type ShopTenant } from "./test-support";

captureEvents();
let shop: ShopTenant;
beforeAll(async () => {
  shop = await shopTenant(2);
});

describe("statistics", () => {
  it("issued, spent, top items and receivers over a period, from a bounded number of calls", async () => {
    const { tenantId, manager, people, admin } = shop;
    const [ann, bob] = people as [ShopTenant["admin"], ShopTenant["admin"]];
    await give(manager.actor, ann.userId, 100);
    const bobs = await give(manager.actor, bob.userId, 30);
    await cancelAccrual(manager.actor, bobs._id);
    await give(manager.actor, bob.userId, 20);
    const mug = await item(manager.actor, tenantId, { name: "Mug", cost: 10, amount: 10 });
    const cap = await item(manager.actor, tenantId, { name: "Cap", cost: 25, amount: 10 });
    await buy(ann.actor, { item: mug._id });
    await buy(ann.actor, { item: mug._id });
    await buy(ann.actor, { item: cap._id });
    // An old closed day, stored in the ledger directly: folded once, then read from its summary.
    await db()
      .entities.shopMovement.create({
        clientId: tenantId,
        day: "2025-01-10",
        movementId: "01JOLDMOVEMENT000000000000",
        kind: "accrual",
        userId: bob.userId,
        coins: 7,
        at: "2025-01-10T10:00:00.000Z",
      })
      .go();
    const stats = await shopStats(manager.actor, {});
    expect(stats).toMatchObject({ issued: 150, spent: 45, withdrawn: 30, orders: 3 });
    expect(stats.topItems[0]).toMatchObject({ item: mug._id, name: "Mug", count: 2, coins: 20 });
    expect(stats.topReceivers).toEqual([
      { user: ann.userId, coins: 100 },
      { user: bob.userId, coins: 20 },
    ]);
    const calls = countDynamoCalls();
    const old = await coinsAnalytics(admin.actor, tenantId, { dateFrom: "2025-01-01", dateTo: "2025-01-31" });
    expect(old).toMatchObject({ issued: 7, spent: 0 });
    expect(old.days).toHaveLength(31);
    calls.reset();
    await coinsAnalytics(admin.actor, tenantId, { dateFrom: "2025-01-01", dateTo: "2025-01-31" });
    expect(calls.counts).toEqual({ QueryCommand: 1 });
    calls.stop();
    expect(await refusal(() => shopStats(ann.actor, {}))).toBe("common.no_access");
    expect(await refusal(() => shopStats(manager.actor, { dateFrom: "2024-01-01", dateTo: "2026-01-01" }))).toBe(
      "shop.period_invalid",
    );
  });
});
