import { runRequestTimer } from "@intranet/core/services";

/**
 * Job `service-request-timer` (jobs.ts): one one-time schedule per request, on the next moment of its
 * current step (core/services/timers.ts). Idempotent: each notice is marked on the request first.
 */
export async function handler(payload: unknown) {
  return { outcome: await runRequestTimer(payload) };
}
