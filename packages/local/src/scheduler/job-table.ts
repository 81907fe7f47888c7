import { recurringJobs, type Job } from "@intranet/functions/jobs";
import type { LocalScheduler } from "./local-scheduler";

/** The local schedule name of a recurring job of the table. */
export const recurringScheduleName = (job: Pick<Job, "name">) => `job-${job.name}`;

/**
 * The local stand-in for stacks/jobs.ts: every recurring job of the job table on croner, with the
 * same cron, time zone and retries. One-time jobs need nothing here: core schedules them through
 * the scheduler port, which the local runtime points at the same LocalScheduler.
 */
export async function scheduleJobTable(scheduler: LocalScheduler, table = recurringJobs()): Promise<string[]> {
  const names: string[] = [];
  for (const job of table) {
    const name = recurringScheduleName(job);
    await scheduler.upsert({
      name,
      cron: job.schedule.cron,
      timezone: job.schedule.timezone,
      job: job.name,
      payload: {},
      retries: job.retries,
    });
    names.push(name);
  }
  return names;
}

/**
 * The local stand-in for a deploy's runs (stacks/jobs.ts `onDeploy`: data migrations): each such job
 * of the table run now, with its retries, once the demo is seeded; a start is the local deploy.
 */
export async function runDeployJobs(scheduler: LocalScheduler, table = recurringJobs()): Promise<string[]> {
  const ran: string[] = [];
  for (const job of table.filter((row) => row.onDeploy)) {
    await scheduler.trigger(recurringScheduleName(job));
    ran.push(job.name);
  }
  return ran;
}
