import type { Actor } from "@intranet/contracts";
import type { OrderPage, OrdersQuery, OrderView } from "@intranet/contracts/shop";
import { isConditionFailure, pageOf } from "../db";
import { AppError } from "../platform";
import { canManage, inClient, managerIn, readSettings } from "./access";
import { db } from "./entities";
import { publish } from "./events";
import type { ShopOrderRecord } from "./order.entity";
import { orderView } from "./views";

/** GET /api/shop/orders/{client}: managers every order, others their own; newest first, one Query a page. */
export async function listOrders(actor: Actor, client: string, query: OrdersQuery): Promise<OrderPage> {
  const clientId = inClient(actor, client);
  const settings = await readSettings(clientId);
  const orders = db().entities.shopOrder.query;
  const base = canManage(actor, settings)
    ? orders.byClient({ clientId })
    : orders.byUser({ clientId, userId: actor.userId });
  const status = query.status;
  const page = await pageOf(status ? base.where((attributes, { eq }) => eq(attributes.status, status)) : base, {
    cursor: query.cursor,
    size: query.limit,
    order: "desc",
    filtered: Boolean(status),
  });
  return { items: page.items.map(orderView), cursor: page.cursor };
}

/** PUT /api/shop/orders/{id}/handed_out (managers); marking an order handed out twice changes nothing. */
export async function handOutOrder(actor: Actor, orderId: string): Promise<OrderView> {
  const { clientId } = await managerIn(actor);
  const at = new Date().toISOString();
  try {
    const { data } = await db()
      .entities.shopOrder.patch({ clientId, orderId })
      .set({ status: "handed_out", handedOutAt: at, handedOutBy: actor.userId })
      .where((attributes, { eq }) => eq(attributes.status, "new"))
      .go({ response: "all_new" });
    const order = data as ShopOrderRecord;
    await publish({
      type: "shop.order_handed_out",
      tenantId: clientId,
      detail: { orderId, userId: order.userId, itemName: order.itemName },
    });
    return orderView(order);
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    const { data } = await db().entities.shopOrder.get({ clientId, orderId }).go();
    if (!data) throw new AppError("shop.order_not_found");
    return orderView(data);
  }
}
