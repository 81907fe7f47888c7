import type { EventBridgeEvent } from "aws-lambda";
import { indexEvent } from "@intranet/core/search";
import "../search-sources";

/**
 * Bus subscriber of search (subscriptions.ts): every event a search source listens to re-reads
 * the scopes it names and replaces them in the tenant's index. The tenant is the event's.
 */
export async function handler(event: EventBridgeEvent<string, { tenantId?: unknown }>) {
  const tenantId = event.detail?.tenantId;
  if (typeof tenantId !== "string" || !tenantId) return { scopes: 0 };
  return indexEvent({ type: event["detail-type"], tenantId, detail: event.detail });
}
