import type { JobRow } from "@intranet/core/platform";
import { corePlugins } from "./plugins";

/**
 * The job table (DESIGN §10): every scheduled job, once, from the modules' core plugins
 * (`core/src/<m>/plugin.ts`, gathered by `npm run gen`). Each row's handler is its own Lambda entry,
 * `packages/functions/src/jobs/<name>.ts` (export `handler(payload)`), thin, calling a core service.
 * - A recurring job has a standard 5-field cron (UTC unless `timezone`): stacks/jobs.ts deploys it
 *   with `sst.aws.CronV2` (EventBridge Scheduler) and the local runtime runs it with croner.
 * - A `one-time` job is a per-item timer: core schedules it at run time through the scheduler port
 *   (`jobScheduler().upsert({ at, job, payload })`), an EventBridge Scheduler one-time schedule in AWS
 *   (stacks/jobs.ts deploys its Lambda, the schedule group and the role) and croner locally.
 * Every job is idempotent: a retry or a second run changes nothing more.
 */
export type Job = JobRow;

export const jobs: Job[] = Object.values(corePlugins).flatMap((plugin): readonly Job[] =>
  "jobs" in plugin ? plugin.jobs : [],
);

/** The recurring jobs in the order a day runs them (first run after midnight UTC): the day's schedule. */
export const recurringJobs = () =>
  jobs
    .flatMap((job) => (job.schedule === "one-time" ? [] : [{ ...job, schedule: job.schedule }]))
    .sort((a, b) => firstRunMinute(a.schedule.cron) - firstRunMinute(b.schedule.cron));

/** Minutes after midnight of a cron's first run that day (a field other than a number or `*`: last). */
function firstRunMinute(cron: string): number {
  const [minute = "", hour = ""] = cron.split(" ");
  if (!/^\d+$/.test(minute) || !/^(\d+|\*)$/.test(hour)) return Number.MAX_SAFE_INTEGER;
  return (hour === "*" ? 0 : Number(hour) * 60) + Number(minute);
}
export const oneTimeJobs = () => jobs.filter((job) => job.schedule === "one-time");
