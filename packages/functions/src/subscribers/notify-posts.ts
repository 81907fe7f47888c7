import type { EventBridgeEvent } from "aws-lambda";
import { handlePostEvent } from "@intranet/core/notifications";

/**
 * Bus subscriber for the wall's `post.created`, `comment.created` and `post.liked`
 * (subscriptions.ts): thanks, mentions, comments, replies and likes become notifications
 * (core/notifications/post-events.ts). Store failures are rethrown so EventBridge retries; the
 * dedupe keys make a retry notify nobody twice.
 */
export async function handler(event: EventBridgeEvent<string, unknown>) {
  return handlePostEvent(event["detail-type"], event.detail);
}
