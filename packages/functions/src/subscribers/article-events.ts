import type { EventBridgeEvent } from "aws-lambda";
import { handleArticleEvent } from "@intranet/core/articles";

/**
 * Bus subscriber for the knowledge base (subscriptions.ts): people a save mentioned who may read
 * the article are told (section other); a renamed tag of its vocabulary re-indexes its articles
 * (core/articles/subscriber.ts). Failures are rethrown so EventBridge retries; dedupe keys make a
 * retry notify nobody twice.
 */
export async function handler(event: EventBridgeEvent<string, { tenantId?: unknown }>) {
  const tenantId = event.detail?.tenantId;
  if (typeof tenantId !== "string" || !tenantId) return "ignored";
  return handleArticleEvent(event["detail-type"], tenantId, event.detail);
}
