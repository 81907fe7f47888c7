import { sendEventReminder } from "@intranet/core/calendar";

/**
 * Job `calendar-reminder` (jobs.ts): one one-time schedule per series, always set 10 minutes before
 * its next occurrence (core/calendar/reminders.ts). A run warns what is due, then sets the next one.
 * Idempotent: a guard item per occurrence and start lets it warn once, and an occurrence moved,
 * cancelled or deleted since the schedule was made is left alone.
 */
export async function handler(payload: unknown) {
  return { outcome: await sendEventReminder(payload) };
}
