import { runStepTimer } from "@intranet/core/adaptation";

/**
 * Job `adaptation-step` (jobs.ts): one person's timer — opens their steps on their day, pays award
 * steps once, tells the mentor and HR of overdue steps and the chief of the end, then sets the next
 * run (core/adaptation/timer.ts). A run re-reads the adaptation; a second run changes nothing.
 */
export async function handler(payload: unknown) {
  return { outcome: await runStepTimer(payload) };
}
