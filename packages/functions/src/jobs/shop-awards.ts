import { runDailyAwards } from "@intranet/core/shop";

/** The daily date-driven auto-awards (core/shop/auto-awards.ts): idempotent, a second run pays nothing. */
export async function handler() {
  return runDailyAwards();
}
