import type { EventBridgeEvent } from "aws-lambda";
import { handleExportEvent } from "@intranet/core/exports";
import "../exporters";

/** Bus subscriber of exports (subscriptions.ts): writes the requested Excel file off the request path. */
export async function handler(event: EventBridgeEvent<string, { tenantId?: unknown }>) {
  const tenantId = event.detail?.tenantId;
  if (typeof tenantId !== "string" || !tenantId) return { outcome: "ignored" };
  return { outcome: await handleExportEvent(event["detail-type"], tenantId, event.detail) };
}
