import { runDeadlineTimer } from "@intranet/core/courses";

/**
 * Job `course-deadline` (jobs.ts): one learner's timer — tells them the deadline is near, marks
 * them late the day after it, then sets the next run (core/courses/timer.ts). A second run changes nothing.
 */
export async function handler(payload: unknown) {
  return { outcome: await runDeadlineTimer(payload) };
}
