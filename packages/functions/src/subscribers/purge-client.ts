import type { EventBridgeEvent } from "aws-lambda";
import { CLIENT_PURGE_REQUESTED, type ClientPurgeRequested, purgeClient } from "@intranet/core/clients";

/**
 * Bus subscriber for `client.purge_requested` (subscriptions.ts): deletes the tenant's items and
 * files, then the client. A failure is recorded on the client and rethrown, so EventBridge's
 * asynchronous invocation retries it; the purge is idempotent.
 */
export async function handler(event: EventBridgeEvent<string, Partial<ClientPurgeRequested>>) {
  if (event["detail-type"] !== CLIENT_PURGE_REQUESTED || !event.detail?.clientId) return { outcome: "ignored" };
  return purgeClient(event.detail.clientId);
}
