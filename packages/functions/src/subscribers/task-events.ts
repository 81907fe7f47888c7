import type { EventBridgeEvent } from "aws-lambda";
import { handleTaskEvent } from "@intranet/core/taskTracker";

/**
 * Bus subscriber for the task tracker (subscriptions.ts): assignments, comments, mentions and
 * finishes notify; deadline timers follow a changed task; tags are copied onto cards
 * (core/taskTracker/subscriber.ts). Failures are rethrown so EventBridge retries; dedupe keys make
 * a retry notify nobody twice.
 */
export async function handler(event: EventBridgeEvent<string, unknown>) {
  return handleTaskEvent(event["detail-type"], event.detail);
}
