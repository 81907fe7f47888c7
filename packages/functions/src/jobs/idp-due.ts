import { runDueTimer } from "@intranet/core/idp";

/**
 * Job `idp-due` (jobs.ts): one plan's timer — tells the employee of tasks due tomorrow, counts tasks
 * gone overdue, then sets the next run (core/idp/timer.ts). A second run changes nothing.
 */
export async function handler(payload: unknown) {
  return { outcome: await runDueTimer(payload) };
}
