import { sendVacationReminder } from "@intranet/core/vacations";

/**
 * Job `vacation-reminder` (jobs.ts): warns a person the day before their vacation starts, if it
 * still starts then (core/vacations/reminder.ts). A second run warns nobody twice.
 */
export async function handler(payload: unknown) {
  return { outcome: await sendVacationReminder(payload) };
}
