import type { EventBridgeEvent } from "aws-lambda";
import { handleChatEvent } from "@intranet/core/chat";

/**
 * Bus subscriber for the chat (subscriptions.ts): offline people mentioned in a message, or whose
 * private chat it is, are notified (section chat); a deleted room's members, messages and files
 * are purged; presence changes reach the sockets watching the person's rooms (core/chat/subscriber.ts). Failures are rethrown so EventBridge retries; the dedupe
 * key makes a retry notify nobody twice.
 */
export async function handler(event: EventBridgeEvent<string, unknown>) {
  return handleChatEvent(event["detail-type"], event.detail);
}
