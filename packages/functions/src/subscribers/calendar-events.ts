import type { EventBridgeEvent } from "aws-lambda";
import { handleCalendarEvent } from "@intranet/core/calendar";

/**
 * Bus subscriber for the calendar (subscriptions.ts): a new, changed, moved or cancelled event
 * notifies its people (section events), pushes `calendar.changed` to open calendars and keeps each
 * occurrence's reminder schedule in step; a deleted series is purged (core/calendar/subscriber.ts).
 * Failures are rethrown so EventBridge retries; dedupe keys make a retry notify nobody twice.
 */
export async function handler(event: EventBridgeEvent<string, unknown>) {
  return handleCalendarEvent(event["detail-type"], event.detail);
}
