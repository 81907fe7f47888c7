import type { EventBridgeEvent } from "aws-lambda";
import { handleAwardEvent } from "@intranet/core/shop";

/**
 * Bus subscriber for the event-driven auto-awards (subscriptions.ts): a thanks post, a poll
 * answered, an idea. Each award is guarded by its key, so a redelivery pays nothing more.
 */
export async function handler(event: EventBridgeEvent<string, unknown>) {
  return handleAwardEvent(event["detail-type"], event.detail);
}
