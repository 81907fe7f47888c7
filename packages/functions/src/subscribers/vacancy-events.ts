import type { EventBridgeEvent } from "aws-lambda";
import { handleVacancyEvent } from "@intranet/core/vacancies";

/**
 * Bus subscriber for vacancies (subscriptions.ts): a response notifies the vacancy's recipients or
 * every admin (section resp); a deleted vacancy's responses and CVs are purged
 * (core/vacancies/subscriber.ts). Failures are rethrown so EventBridge retries; the dedupe key
 * makes a retry notify nobody twice.
 */
export async function handler(event: EventBridgeEvent<string, unknown>) {
  return handleVacancyEvent(event["detail-type"], event.detail);
}
