import type { EventBridgeEvent } from "aws-lambda";
import { handleAdaptationEvent } from "@intranet/core/adaptation";

/**
 * Bus subscriber of the adaptation (subscriptions.ts): a poll answered finishes the newcomer's poll
 * steps; a person who left leaves their newcomers without a mentor and their own adaptation stops
 * (core/adaptation/subscriber.ts). Failures are rethrown so EventBridge retries; a retry finds the
 * work done and changes nothing more.
 */
export async function handler(event: EventBridgeEvent<string, unknown>) {
  return handleAdaptationEvent(event["detail-type"], event.detail);
}
