import type { EventBridgeEvent } from "aws-lambda";
import { handleIdpEvent } from "@intranet/core/idp";

/**
 * Bus subscriber of the development plans (subscriptions.ts): a changed plan tells its people,
 * reaches their open pages and sets its timer; a structure change gives plans their chiefs again
 * (core/idp/subscriber.ts). Failures are rethrown so EventBridge retries; notices are made once.
 */
export async function handler(event: EventBridgeEvent<string, unknown>) {
  return handleIdpEvent(event["detail-type"], event.detail);
}
