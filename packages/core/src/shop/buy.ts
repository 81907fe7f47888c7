import type { Actor } from "@intranet/contracts";
import type { BuyBody, PurchaseView } from "@intranet/contracts/shop";
import { named, writeTransaction, type ConflictRetry } from "../db";
import { AppError, newId } from "../platform";
import { canBuy, inClient, readSettings } from "./access";
import { balanceOf } from "./balances";
import { db } from "./entities";
import { publish } from "./events";
import { findItem, requireItem } from "./items";
import { movement } from "./ledger";
import type { ShopOrderRecord } from "./order.entity";
import { orderView } from "./views";

/**
 * A hot item: many buyers at once cancel each other's transactions on the item (TransactionConflict);
 * a larger budget than the default lets each of them settle (the bench measures the retries).
 */
export const hotItem: ConflictRetry = { maxAttempts: 40, backoffCeilingMs: 1000 };

/** Retries the last purchases used (the bench reads it). */
export const purchaseStats = { attempts: 0, purchases: 0 };

/**
 * POST /api/shop/buy: ONE transaction — the balance ≥ cost (ADD −cost, +spent), the item's stock
 * > 0, available and still at the price seen (ADD rest −1, sold +1), the order, the ledger movement.
 * Refusals change nothing: `shop.insufficient_coins`, `shop.out_of_stock`; the superadmin (or anyone
 * acting outside their own company) cannot buy.
 */
export async function buy(actor: Actor, body: BuyBody): Promise<PurchaseView> {
  const clientId = inClient(actor);
  if (!canBuy(actor)) throw new AppError("shop.superadmin_cannot_buy");
  const [item, before] = await Promise.all([requireItem(clientId, body.item), balanceOf(clientId, actor.userId)]);
  if (!item.available || item.rest <= 0) throw new AppError("shop.out_of_stock");
  if (before.coins < item.cost) throw new AppError("shop.insufficient_coins");
  const { itemId, cost } = item;
  const userId = actor.userId;
  const at = new Date().toISOString();
  const order: ShopOrderRecord = {
    clientId,
    orderId: newId(),
    userId,
    itemId,
    itemName: item.name,
    cost,
    status: "new",
    createdAt: at,
  };
  const ledger = movement(clientId, "purchase", userId, cost, at, {
    itemId,
    itemName: item.name,
    refId: order.orderId,
  });
  let attempts = 0;
  const outcome = await writeTransaction(
    (entities) => {
      attempts++;
      return [
        named(
          "balance",
          entities.shopBalance
            .update({ clientId, userId })
            .add({ coins: -cost, spent: cost })
            .set({ updatedAt: at })
            .where((attributes, { gte }) => gte(attributes.coins, cost))
            .commit(),
        ),
        named(
          "stock",
          entities.shopItem
            .update({ clientId, itemId })
            .add({ rest: -1, sold: 1 })
            .where(
              (attributes, { gt, eq }) =>
                `${gt(attributes.rest, 0)} AND ${eq(attributes.available, true)} AND ${eq(attributes.cost, cost)}`,
            )
            .commit(),
        ),
        named("order", entities.shopOrder.create(order).commit()),
        named("movement", entities.shopMovement.create(ledger).commit()),
      ];
    },
    { retry: hotItem, token: (attempt) => `${order.orderId}.${attempt}` },
  );
  purchaseStats.attempts += attempts;
  if (!outcome.ok) {
    if (outcome.failed("stock")) throw await stockRefusal(clientId, itemId);
    if (outcome.failed("balance")) throw new AppError("shop.insufficient_coins");
    throw new AppError("common.conflict");
  }
  purchaseStats.purchases++;
  // The purchase is done: what follows only informs, so a failing read never turns it into an error.
  const [balance, settings] = await Promise.all([
    balanceOf(clientId, userId).catch(() => ({ coins: before.coins - cost })),
    readSettings(clientId).catch(() => ({ managers: [] as string[] })),
  ]);
  await publish({
    type: "shop.purchased",
    tenantId: clientId,
    detail: {
      orderId: order.orderId,
      userId,
      itemId,
      itemName: item.name,
      cost,
      balance: balance.coins,
      managers: settings.managers,
    },
  });
  return { order: orderView(order), balance: balance.coins };
}

/** Why the stock condition failed: gone, sold out or withdrawn, or its price changed meanwhile. */
async function stockRefusal(clientId: string, itemId: string): Promise<AppError> {
  const now = await findItem(clientId, itemId);
  if (!now) return new AppError("shop.item_not_found");
  if (!now.available || now.rest <= 0) return new AppError("shop.out_of_stock");
  return new AppError("common.conflict");
}

/** Orders of a person, for tests and the seed. */
export async function ordersOfUser(clientId: string, userId: string): Promise<ShopOrderRecord[]> {
  const { data } = await db().entities.shopOrder.query.byUser({ clientId, userId }).go({ pages: "all" });
  return data;
}
