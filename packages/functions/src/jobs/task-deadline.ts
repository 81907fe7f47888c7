import { sendDeadlineWarning } from "@intranet/core/taskTracker";

/**
 * Job `task-deadline` (jobs.ts): a task's performers hear the morning before its deadline, and the
 * morning after it passed unfinished (core/taskTracker/deadlines.ts). A run re-reads the task and
 * warns only if it is still due as scheduled; its dedupe key warns nobody twice.
 */
export async function handler(payload: unknown) {
  return { outcome: await sendDeadlineWarning(payload) };
}
