import {
  ConflictException,
  CreateScheduleCommand,
  DeleteScheduleCommand,
  ResourceNotFoundException,
  SchedulerClient,
  UpdateScheduleCommand,
  type CreateScheduleCommandInput,
} from "@aws-sdk/client-scheduler";
import { toAwsCron } from "./cron";

export { toAwsCron } from "./cron";

/**
 * Per-item timers and recurring schedules made at run time (mailings, a tenant's re-index):
 * EventBridge Scheduler in AWS, croner locally (DESIGN §1, §6, §10). A schedule runs a job
 * (packages/functions/src/jobs/<job>.ts, a row of the job table) with a JSON payload.
 * The job table's own recurring jobs are deployed by stacks/jobs.ts (CronV2), not through here.
 */
export interface ScheduleSpec {
  /** Unique per schedule, e.g. `mailing-<tenant>-<id>`; letters, digits, `-`, `_`, `.` only. */
  name: string;
  /** Standard 5-field cron expression: minute hour day-of-month month day-of-week. */
  cron?: string;
  /** Or once, at this time (ISO 8601; a one-time schedule, deleted after it ran). */
  at?: string;
  timezone?: string;
  job: string;
  payload: unknown;
  /** Further attempts after a failed run (EventBridge Scheduler allows 0-185). */
  retries?: number;
}

/** Exactly one of `cron` and `at`. */
export function scheduleKind(schedule: ScheduleSpec): { cron: string } | { at: Date } {
  if ((schedule.cron === undefined) === (schedule.at === undefined))
    throw new Error(`Schedule "${schedule.name}" needs exactly one of cron and at`);
  if (schedule.cron !== undefined) return { cron: schedule.cron };
  const at = new Date(schedule.at!);
  if (Number.isNaN(at.getTime())) throw new Error(`Schedule "${schedule.name}" has an invalid time "${schedule.at}"`);
  return { at };
}

/** AWS's one-time form: `at(yyyy-mm-ddThh:mm:ss)`, in the schedule's time zone (UTC here). */
export const toAwsAt = (at: Date) => `at(${at.toISOString().slice(0, 19)})`;

export interface SchedulerPort {
  upsert(schedule: ScheduleSpec): Promise<void>;
  remove(name: string): Promise<void>;
}

export interface AwsSchedulerTargets {
  groupName: string;
  roleArn: string;
  /** Lambda ARN of a job by its name. */
  jobArn(job: string): string;
}

export class AwsScheduler implements SchedulerPort {
  constructor(
    private readonly targets: AwsSchedulerTargets,
    private readonly client = new SchedulerClient({}),
  ) {}

  async upsert(schedule: ScheduleSpec): Promise<void> {
    const kind = scheduleKind(schedule);
    const input: CreateScheduleCommandInput = {
      Name: schedule.name,
      GroupName: this.targets.groupName,
      ScheduleExpression: "cron" in kind ? toAwsCron(kind.cron) : toAwsAt(kind.at),
      ScheduleExpressionTimezone: "cron" in kind ? (schedule.timezone ?? "UTC") : "UTC",
      FlexibleTimeWindow: { Mode: "OFF" },
      State: "ENABLED",
      ...("at" in kind ? { ActionAfterCompletion: "DELETE" as const } : {}),
      Target: {
        Arn: this.targets.jobArn(schedule.job),
        RoleArn: this.targets.roleArn,
        Input: JSON.stringify(schedule.payload),
        ...(schedule.retries === undefined ? {} : { RetryPolicy: { MaximumRetryAttempts: schedule.retries } }),
      },
    };
    try {
      await this.client.send(new CreateScheduleCommand(input));
    } catch (error) {
      if (!(error instanceof ConflictException)) throw error;
      await this.client.send(new UpdateScheduleCommand(input));
    }
  }

  async remove(name: string): Promise<void> {
    try {
      await this.client.send(new DeleteScheduleCommand({ Name: name, GroupName: this.targets.groupName }));
    } catch (error) {
      if (!(error instanceof ResourceNotFoundException)) throw error;
    }
  }
}

let scheduler: SchedulerPort | undefined;

/**
 * The installed adapter: the local runtime installs croner; in AWS, stacks/jobs.ts gives every
 * Lambda `INTRANET_SCHEDULER` (group, role, one-time job ARNs) and the AWS adapter is built from it.
 */
export function jobScheduler(): SchedulerPort {
  scheduler ??= awsSchedulerFromEnvironment();
  if (!scheduler) throw new Error("No scheduler adapter installed and no INTRANET_SCHEDULER configuration");
  return scheduler;
}

/** `INTRANET_SCHEDULER` = `{ groupName, roleArn, jobArns: { <job>: <lambda arn> } }` (stacks/jobs.ts). */
export function awsSchedulerFromEnvironment(): SchedulerPort | undefined {
  const raw = process.env.INTRANET_SCHEDULER;
  if (!raw) return undefined;
  const { groupName, roleArn, jobArns } = JSON.parse(raw) as {
    groupName: string;
    roleArn: string;
    jobArns: Record<string, string>;
  };
  return new AwsScheduler({
    groupName,
    roleArn,
    jobArn: (job) => {
      const arn = jobArns[job];
      if (!arn) throw new Error(`No one-time job "${job}" is deployed (packages/functions/src/jobs.ts)`);
      return arn;
    },
  });
}

export function useScheduler(adapter: SchedulerPort): void {
  scheduler = adapter;
}
