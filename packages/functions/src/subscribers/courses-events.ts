import type { EventBridgeEvent } from "aws-lambda";
import { handleCoursesEvent } from "@intranet/core/courses";

/**
 * Bus subscriber of learning (subscriptions.ts): appointed learners are told and their deadline
 * timers set, finished attempts tell their learner, a learned course pays its award once
 * (core/courses/subscriber.ts). Failures are rethrown so EventBridge retries; a retry changes nothing more.
 */
export async function handler(event: EventBridgeEvent<string, unknown>) {
  return handleCoursesEvent(event["detail-type"], event.detail);
}
