import type { EventBridgeEvent } from "aws-lambda";
import { handleStructureEvent } from "@intranet/core/structure";

/**
 * Bus subscriber of the company structure (subscriptions.ts): a person who is fired or deleted
 * leaves their departments and any head's place. The tenant is the event's.
 */
export async function handler(event: EventBridgeEvent<string, { tenantId?: unknown }>) {
  const tenantId = event.detail?.tenantId;
  if (typeof tenantId !== "string" || !tenantId) return { removed: 0 };
  return { removed: await handleStructureEvent(event["detail-type"], tenantId, event.detail) };
}
