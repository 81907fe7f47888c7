import type { EventBridgeEvent } from "aws-lambda";
import { handleShopEvent } from "@intranet/core/shop";

/**
 * Bus subscriber for the shop's events (subscriptions.ts): notifications in section `shop` to the
 * recipient, the buyer and the managers, and the realtime `shop.balance` / `shop.order` pushes.
 */
export async function handler(event: EventBridgeEvent<string, unknown>) {
  return handleShopEvent(event["detail-type"], event.detail);
}
