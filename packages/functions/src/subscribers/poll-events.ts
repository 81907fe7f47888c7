import type { EventBridgeEvent } from "aws-lambda";
import { handlePollEvent } from "@intranet/core/polls";

/**
 * Bus subscriber for polls (subscriptions.ts): a new poll and a reminder notify (section polls),
 * a deleted poll's answers are purged (core/polls/subscriber.ts). Failures are rethrown so
 * EventBridge retries; dedupe keys make a retry notify nobody twice.
 */
export async function handler(event: EventBridgeEvent<string, unknown>) {
  return handlePollEvent(event["detail-type"], event.detail);
}
