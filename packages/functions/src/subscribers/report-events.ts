import type { EventBridgeEvent } from "aws-lambda";
import { handleReportEvent } from "@intranet/core/noSilent";

/**
 * Bus subscriber for "Don't be silent" (subscriptions.ts): a new report and the reporter's messages
 * notify the recipients, an answer a named report's author (core/noSilent/subscriber.ts). Failures
 * are rethrown so EventBridge retries; dedupe keys make a retry notify nobody twice.
 */
export async function handler(event: EventBridgeEvent<string, unknown>) {
  return handleReportEvent(event["detail-type"], event.detail);
}
