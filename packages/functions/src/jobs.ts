/**
 * The job table (DESIGN §10): every scheduled job, once. Each row's handler is its own Lambda entry,
 * `packages/functions/src/jobs/<name>.ts` (export `handler(payload)`), thin, calling a core service.
 * - A recurring job has a standard 5-field cron (UTC unless `timezone`): stacks/jobs.ts deploys it
 *   with `sst.aws.CronV2` (EventBridge Scheduler) and the local runtime runs it with croner.
 * - A `one-time` job is a per-item timer: core schedules it at run time through the scheduler port
 *   (`jobScheduler().upsert({ at, job, payload })`), an EventBridge Scheduler one-time schedule in AWS
 *   (stacks/jobs.ts deploys its Lambda, the schedule group and the role) and croner locally.
 * Every job is idempotent: a retry or a second run changes nothing more.
 */
export interface Job {
  /** kebab-case; the handler file under jobs/ and, in PascalCase, the SST component name. */
  name: string;
  schedule: { cron: string; timezone?: string } | "one-time";
  /** Further attempts after a failed run (EventBridge Scheduler: 0-185). */
  retries: number;
  /** Lambda timeout; 60 s unless the work is known to be long (at most 900). */
  timeoutSeconds?: number;
  description: string;
}

export const jobs: Job[] = [
  {
    name: "sweep-uploads",
    schedule: { cron: "17 * * * *" },
    retries: 2,
    timeoutSeconds: 300,
    description: "Deletes the objects of uploads never confirmed, once their deadline has passed (core/files/sweep.ts)",
  },
  {
    name: "reindex-search",
    schedule: { cron: "40 2 * * *" },
    retries: 2,
    timeoutSeconds: 900,
    description: "Re-indexes every tenant's searchable sources (core/search/reindex.ts; none until search lands)",
  },
  {
    name: "reindex-tenant",
    schedule: "one-time",
    retries: 2,
    timeoutSeconds: 900,
    description: "Re-indexes one tenant, e.g. soon after a module's documents changed in bulk (payload { tenantId })",
  },
  {
    name: "resync-directory",
    schedule: { cron: "10 3 * * *" },
    retries: 2,
    timeoutSeconds: 900,
    description:
      "Re-syncs every tenant's address-book cards and audience entries from people's records and the structure (core/audiences/subscriber.ts), repairing what a lost event left",
  },
  {
    name: "shop-awards",
    schedule: { cron: "5 6 * * *" },
    retries: 2,
    timeoutSeconds: 900,
    description:
      "Pays the shop's date-driven auto-awards: birthdays, work anniversaries, years worked, completed profiles (core/shop/auto-awards.ts; guarded, a re-run pays nothing)",
  },
  {
    name: "calendar-reminder",
    schedule: "one-time",
    retries: 2,
    description:
      "Warns an event's people 10 minutes before an occurrence starts, then sets the series' next reminder (core/calendar/reminders.ts; one schedule per series, payload from the subscriber; guarded per occurrence and start, so a re-run warns nobody twice)",
  },
];

export const recurringJobs = () =>
  jobs.flatMap((job) => (job.schedule === "one-time" ? [] : [{ ...job, schedule: job.schedule }]));
export const oneTimeJobs = () => jobs.filter((job) => job.schedule === "one-time");
