import { beforeAll, describe, expect, it } from "vitest";
import { isAppError } from "../platform";
import { captureEvents } from "../testing/capture";
import { cancelAccrual } from "./accruals";
import { getBalance } from "./balances";
import { buy, ordersOfUser } from "./buy";
import { db } from "./entities";
import { addStock, deleteItem, itemRest, updateItem } from "./items";
import {
  buyerActor,
  countDynamoCalls,
  fund,
  give,
  item,
  refusal,
  shopTenant,
  storedBalance,
  type ShopTenant,
} from "./test-support";

const events = captureEvents();
let shop: ShopTenant;
beforeAll(async () => {
  shop = await shopTenant(2);
});

describe("purchases", () => {
  it("200 buyers race for an item with stock 10: exactly 10 orders, stock 0, no negative balance, refused buyers unchanged", async () => {
    const { tenantId, manager } = shop;
    const hot = await item(manager.actor, tenantId, { name: "Hoodie", cost: 30, amount: 10 });
    const buyers = Array.from({ length: 200 }, () => buyerActor(tenantId));
    await Promise.all(buyers.map((buyer) => fund(tenantId, buyer.userId, 50)));
    const results = await Promise.all(
      buyers.map((buyer) =>
        buy(buyer, { item: hot._id }).then(
          () => "bought",
          (error: unknown) => (isAppError(error) ? error.code : `unavailable: ${String(error)}`),
        ),
      ),
    );
    const tally = results.reduce<Record<string, number>>(
      (counts, code) => ({ ...counts, [code]: (counts[code] ?? 0) + 1 }),
      {},
    );
    expect(tally["bought"], JSON.stringify(tally)).toBe(10);
    // Only refusals: sold out (the local emulator may also drop a connection under 200 sockets: never a purchase).
    expect(
      Object.keys(tally).filter(
        (code) => code !== "bought" && code !== "shop.out_of_stock" && !code.startsWith("unavailable"),
      ),
    ).toEqual([]);
    expect(await itemRest(manager.actor, hot._id)).toEqual({ _id: hot._id, rest: 0, available: true });
    const { data: orders } = await db().entities.shopOrder.query.byClient({ clientId: tenantId }).go({ pages: "all" });
    expect(orders.filter((order) => order.itemId === hot._id)).toHaveLength(10);
    const balances = await Promise.all(buyers.map((buyer) => storedBalance(tenantId, buyer.userId)));
    expect(balances.filter((coins) => coins === 20)).toHaveLength(10);
    buyers.forEach((buyer, index) => expect(balances[index]).toBe(results[index] === "bought" ? 20 : 50));
    expect(balances.filter((coins) => coins === 50)).toHaveLength(190);
    expect(Math.min(...balances)).toBeGreaterThanOrEqual(0);
  }, 120_000);

  it("one person buying twice at once with coins for one gets one order", async () => {
    const { tenantId, manager } = shop;
    const cup = await item(manager.actor, tenantId, { cost: 40, amount: 100 });
    const buyer = buyerActor(tenantId);
    await fund(tenantId, buyer.userId, 50);
    const codes = await Promise.all([
      refusal(() => buy(buyer, { item: cup._id })),
      refusal(() => buy(buyer, { item: cup._id })),
    ]);
    expect(codes.sort()).toEqual(["shop.insufficient_coins", undefined].sort());
    expect(await ordersOfUser(tenantId, buyer.userId)).toHaveLength(1);
    expect(await storedBalance(tenantId, buyer.userId)).toBe(10);
    expect((await itemRest(manager.actor, cup._id)).rest).toBe(99);
  });

  it("refuses without coins, out of stock, unavailable, the superadmin, and changes nothing", async () => {
    const { tenantId, manager, people, superadmin } = shop;
    const [ann] = people;
    const pen = await item(manager.actor, tenantId, { cost: 5, amount: 1 });
    expect(await refusal(() => buy(ann!.actor, { item: pen._id }))).toBe("shop.insufficient_coins");
    expect((await itemRest(ann!.actor, pen._id)).rest).toBe(1);
    await give(manager.actor, ann!.userId, 12);
    expect(await refusal(() => buy(superadmin, { item: pen._id }))).toBe("shop.superadmin_cannot_buy");
    await updateItem(manager.actor, tenantId, { _id: pen._id, available: false });
    expect(await refusal(() => buy(ann!.actor, { item: pen._id }))).toBe("shop.out_of_stock");
    await updateItem(manager.actor, tenantId, { _id: pen._id, available: true });
    events.length = 0;
    const purchase = await buy(ann!.actor, { item: pen._id });
    expect(purchase).toMatchObject({ balance: 7, order: { status: "new", cost: 5, item: { _id: pen._id } } });
    expect(events.map((event) => event.type)).toContain("shop.purchased");
    expect(await refusal(() => buy(ann!.actor, { item: pen._id }))).toBe("shop.out_of_stock");
    expect(await storedBalance(tenantId, ann!.userId)).toBe(7);
    expect(await refusal(() => deleteItem(manager.actor, pen._id))).toBe("shop.item_has_sales");
    const restocked = await addStock(manager.actor, pen._id, 3);
    expect(restocked).toMatchObject({ rest: 3, amount: 4, startAmount: 1, sold: 1 });
    const spare = await item(manager.actor, tenantId);
    expect(await deleteItem(manager.actor, spare._id)).toEqual({ _id: spare._id, deleted: true });
  });

  it("a balance is ONE GetItem; cancelling spent coins is refused and changes nothing", async () => {
    const { tenantId, manager, people } = shop;
    const [, bob] = people;
    const accrual = await give(manager.actor, bob!.userId, 20);
    const book = await item(manager.actor, tenantId, { cost: 15, amount: 2 });
    await buy(bob!.actor, { item: book._id });
    const calls = countDynamoCalls();
    expect(await getBalance(bob!.actor, bob!.userId)).toMatchObject({ coins: 5, earned: 20, spent: 15 });
    expect(calls.counts).toEqual({ GetItemCommand: 1 });
    calls.stop();
    expect(await refusal(() => cancelAccrual(manager.actor, accrual._id))).toBe("shop.coins_not_cancelled");
    expect(await storedBalance(tenantId, bob!.userId)).toBe(5);
    const { data } = await db().entities.shopAccrual.get({ clientId: tenantId, accrualId: accrual._id }).go();
    expect(data?.cancelled).toBe(false);
    const small = await give(manager.actor, bob!.userId, 3);
    expect(await cancelAccrual(manager.actor, small._id)).toEqual({ _id: small._id, cancelled: true, balance: 5 });
    expect(await refusal(() => cancelAccrual(manager.actor, small._id))).toBe("shop.cancel_error");
  });
});
