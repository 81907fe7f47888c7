import type { EventBridgeEvent } from "aws-lambda";
import { handleIdeaEvent } from "@intranet/core/ideas";

/**
 * Bus subscriber for ideas (subscriptions.ts): a new idea notifies its recipients, a move or a
 * comment its author (core/ideas/subscriber.ts). Failures are rethrown so EventBridge retries;
 * dedupe keys make a retry notify nobody twice.
 */
export async function handler(event: EventBridgeEvent<string, unknown>) {
  return handleIdeaEvent(event["detail-type"], event.detail);
}
