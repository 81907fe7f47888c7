import * as z from "zod/mini";
import { coinsValue } from "@intranet/contracts/shop";
import { notify } from "../notifications";
import { timeOfId } from "../platform";
import { publish as push } from "../realtime";
import { readSettings } from "./access";

/**
 * The shop's events turned into notifications (section `shop`) and realtime pushes (bus
 * subscriber, never the request path): an accrual to its recipient, a purchase to the buyer and the
 * managers (a `shop.order` push to the managers), an order handed out to the buyer, and every
 * balance change to its person (`shop.balance`). Dedupe keys make a repeated delivery notify nobody
 * twice; a repeated push only repeats the same numbers.
 */
const id = z.string().check(z.minLength(1), z.maxLength(64));
const coins = z.number();
const accruedSchema = z.object({
  tenantId: id,
  accrualId: id,
  userId: id,
  amount: coins,
  balance: coins,
  achievementName: z.catch(z.nullable(z.string()), null),
  comment: z.catch(z.string(), ""),
});
const cancelledSchema = z.object({ tenantId: id, accrualId: id, userId: id, balance: coins });
const purchasedSchema = z.object({
  tenantId: id,
  orderId: id,
  userId: id,
  itemName: z.string(),
  cost: coins,
  balance: coins,
  managers: z.array(id),
});
const handedOutSchema = z.object({ tenantId: id, orderId: id, userId: id, itemName: z.string() });
const nullifiedSchema = z.object({ tenantId: id, userIds: z.array(id) });

const shopLink = "/shop/";

export async function handleShopEvent(type: string, detail: unknown): Promise<string> {
  if (type === "shop.accrued") {
    const parsed = accruedSchema.safeParse(detail);
    if (!parsed.success) return "ignored";
    const { tenantId, accrualId, userId, amount, balance, achievementName, comment } = parsed.data;
    const settings = await readSettings(tenantId);
    const coinsNote = amount > 0 || !achievementName;
    await notify(tenantId, [userId], {
      section: "shop",
      kind: "accrual",
      template: coinsNote ? "shop.accrued" : "shop.achievement",
      variables: coinsNote
        ? {
            amount: String(amount),
            coins: coinsValue(amount, settings),
            balance: coinsValue(balance, settings),
            comment,
          }
        : { achievement: achievementName ?? "", comment },
      link: shopLink,
      dedupeKey: `shop.accrual:${accrualId}`,
      now: timeOfId(accrualId),
    });
    await push(tenantId, [userId], { type: "shop.balance", coins: balance });
  } else if (type === "shop.accrual_cancelled") {
    const parsed = cancelledSchema.safeParse(detail);
    if (!parsed.success) return "ignored";
    await push(parsed.data.tenantId, [parsed.data.userId], { type: "shop.balance", coins: parsed.data.balance });
  } else if (type === "shop.purchased") {
    const parsed = purchasedSchema.safeParse(detail);
    if (!parsed.success) return "ignored";
    const { tenantId, orderId, userId, itemName, cost, balance, managers } = parsed.data;
    const now = timeOfId(orderId);
    const settings = await readSettings(tenantId);
    await notify(tenantId, [userId], {
      section: "shop",
      kind: "purchase",
      template: "shop.purchased",
      variables: {
        item: itemName,
        cost: coinsValue(cost, settings),
        balance: coinsValue(balance, settings),
      },
      link: shopLink,
      dedupeKey: `shop.purchase:${orderId}`,
      now,
    });
    await notify(tenantId, managers, {
      section: "shop",
      kind: "order",
      template: "shop.order",
      variables: { item: itemName },
      link: shopLink,
      actorId: userId,
      dedupeKey: `shop.order:${orderId}`,
      now,
    });
    await push(tenantId, [userId], { type: "shop.balance", coins: balance });
    await push(tenantId, managers, { type: "shop.order", orderId, status: "new", userId, itemName });
  } else if (type === "shop.order_handed_out") {
    const parsed = handedOutSchema.safeParse(detail);
    if (!parsed.success) return "ignored";
    const { tenantId, orderId, userId, itemName } = parsed.data;
    await notify(tenantId, [userId], {
      section: "shop",
      kind: "handed_out",
      template: "shop.handed_out",
      variables: { item: itemName },
      link: shopLink,
      dedupeKey: `shop.handed_out:${orderId}`,
    });
    await push(tenantId, [userId], { type: "shop.order", orderId, status: "handed_out", userId, itemName });
  } else if (type === "shop.balances_nullified") {
    const parsed = nullifiedSchema.safeParse(detail);
    if (!parsed.success) return "ignored";
    await push(parsed.data.tenantId, parsed.data.userIds, { type: "shop.balance", coins: 0 });
  } else return "ignored";
  return "handled";
}
