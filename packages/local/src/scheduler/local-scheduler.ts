import { Cron } from "croner";
import { scheduleKind, type ScheduleSpec, type SchedulerPort } from "@intranet/core/scheduler";
import { handlerLoader } from "../gateway/lambda";
import type { LocalClock } from "./local-clock";

type JobHandler = (payload: unknown) => Promise<unknown>;

const loadJob = (job: string) => import(`@intranet/functions/jobs/${job}`) as Promise<{ handler: JobHandler }>;

/**
 * The local stand-in for EventBridge Scheduler: croner timers that run the job handlers in-process.
 * A one-time schedule's time is on the runtime's clock (`LocalClock`): moved forward, `rearm` fires
 * what came due.
 */
export class LocalScheduler implements SchedulerPort {
  private readonly timers = new Map<string, Cron>();
  /** One-time schedules not yet run, to set again when the clock moves. */
  private readonly oneTime = new Map<string, ScheduleSpec>();
  /** Each job module is imported once, like a warm Lambda. */
  private readonly handlerOf: (job: string) => Promise<JobHandler>;

  constructor(
    load: (job: string) => Promise<{ handler: JobHandler }> = loadJob,
    private readonly clock?: LocalClock,
  ) {
    this.handlerOf = handlerLoader(load);
  }

  async upsert(schedule: ScheduleSpec): Promise<void> {
    // Build first: an invalid pattern must leave the existing schedule running, as AWS would.
    // No croner `name`: its registry is process-wide and would clash across schedulers.
    const kind = scheduleKind(schedule);
    const run = async () => {
      if (this.oneTime.get(schedule.name) === schedule) this.oneTime.delete(schedule.name);
      // Like EventBridge Scheduler's retry policy: a failed run is tried again `retries` times.
      for (let attempt = 0; attempt <= (schedule.retries ?? 0); attempt++) {
        try {
          const handler = await this.handlerOf(schedule.job);
          await handler(schedule.payload);
          return;
        } catch (error) {
          console.error(`[scheduler] ${schedule.name} (${schedule.job}) failed`, error);
        }
      }
    };
    const timer =
      "cron" in kind
        ? new Cron(kind.cron, { timezone: schedule.timezone ?? "UTC", mode: "5-part" }, run)
        : // One-time: croner fires once at the date (at once if it is past, as AWS would soon after).
          new Cron(
            new Date(Math.max(kind.at.getTime() - (this.clock?.aheadMs ?? 0), Date.now() + 10)),
            { maxRuns: 1 },
            run,
          );
    this.timers.get(schedule.name)?.stop();
    this.timers.set(schedule.name, timer);
    if ("at" in kind) this.oneTime.set(schedule.name, schedule);
    else this.oneTime.delete(schedule.name);
  }

  async remove(name: string): Promise<void> {
    this.timers.get(name)?.stop();
    this.timers.delete(name);
    this.oneTime.delete(name);
  }

  /** Sets the one-time schedules again on the clock as it is now (it moved): what came due runs at once. */
  async rearm(): Promise<void> {
    for (const schedule of [...this.oneTime.values()]) await this.upsert(schedule);
  }

  nextRun(name: string): Date | null {
    return this.timers.get(name)?.nextRun() ?? null;
  }

  /** Runs a schedule's job now (tests, "run now" buttons). */
  async trigger(name: string): Promise<void> {
    await this.timers.get(name)?.trigger();
  }

  stopAll(): void {
    for (const timer of this.timers.values()) timer.stop();
    this.timers.clear();
    this.oneTime.clear();
  }
}
