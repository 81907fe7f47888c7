import type { EventBridgeEvent } from "aws-lambda";
import { handleGroupEvent } from "@intranet/core/groups";
import "../post-parents";

/**
 * Bus subscriber for groups (subscriptions.ts): group posts and membership steps become
 * notifications, and a deleted group's memberships and posts are purged (core/groups/subscriber.ts).
 * Failures are rethrown so EventBridge retries; dedupe keys make a retry notify nobody twice.
 */
export async function handler(event: EventBridgeEvent<string, unknown>) {
  return handleGroupEvent(event["detail-type"], event.detail);
}
