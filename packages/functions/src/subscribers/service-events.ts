import type { EventBridgeEvent } from "aws-lambda";
import { handleServiceEvent } from "@intranet/core/services";

/**
 * Bus subscriber for services (subscriptions.ts): a request's move notifies its people, pushes to
 * their pages and sets its timer (core/services/subscriber.ts). Failures are rethrown so EventBridge
 * retries; dedupe keys make a retry notify nobody twice.
 */
export async function handler(event: EventBridgeEvent<string, unknown>) {
  return handleServiceEvent(event["detail-type"], event.detail);
}
