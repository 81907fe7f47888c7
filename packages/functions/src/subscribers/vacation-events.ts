import type { EventBridgeEvent } from "aws-lambda";
import { handleVacationEvent } from "@intranet/core/vacations";

/**
 * Bus subscriber of vacations (subscriptions.ts): a changed vacation tells the people concerned,
 * pushes to their open pages and keeps its reminder (core/vacations/subscriber.ts). Failures are
 * rethrown so EventBridge retries; a retry tells nobody twice.
 */
export async function handler(event: EventBridgeEvent<string, unknown>) {
  return handleVacationEvent(event["detail-type"], event.detail, event.id);
}
