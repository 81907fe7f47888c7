import type { EventBridgeEvent } from "aws-lambda";
import { handleAnalyticsEvent } from "@intranet/core/analytics";

/**
 * Bus subscriber of analytics (subscriptions.ts): people whose record or place in the structure
 * changed get their share of the people tallies re-synced (core/analytics/subscriber.ts).
 */
export async function handler(event: EventBridgeEvent<string, { tenantId?: unknown }>) {
  const tenantId = event.detail?.tenantId;
  if (typeof tenantId !== "string" || !tenantId) return { synced: 0 };
  return { synced: await handleAnalyticsEvent(event["detail-type"], tenantId, event.detail) };
}
