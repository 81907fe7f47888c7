import type { EventBridgeEvent } from "aws-lambda";
import { handleDirectoryEvent } from "@intranet/core/audiences";

/**
 * Bus subscriber of the directory (subscriptions.ts): people whose record or place in the structure
 * changed get their address-book card and audience entries re-synced. The tenant is the event's.
 */
export async function handler(event: EventBridgeEvent<string, { tenantId?: unknown }>) {
  const tenantId = event.detail?.tenantId;
  if (typeof tenantId !== "string" || !tenantId) return { synced: 0 };
  return { synced: await handleDirectoryEvent(event["detail-type"], tenantId, event.detail) };
}
