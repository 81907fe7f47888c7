import {
  ConflictException,
  CreateScheduleCommand,
  DeleteScheduleCommand,
  ResourceNotFoundException,
  SchedulerClient,
  UpdateScheduleCommand,
  type CreateScheduleCommandInput,
} from "@aws-sdk/client-scheduler";

/**
 * Recurring jobs (mailings): EventBridge Scheduler in AWS, croner locally (DESIGN §1, §6).
 * A schedule runs a job (packages/functions/src/jobs/<job>.ts) with a JSON payload.
 */
export interface ScheduleSpec {
  /** Unique per schedule, e.g. `mailing-<tenant>-<id>`; letters, digits, `-`, `_`, `.` only. */
  name: string;
  /** Standard 5-field cron expression: minute hour day-of-month month day-of-week. */
  cron: string;
  timezone?: string;
  job: string;
  payload: unknown;
}

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

/** EventBridge Scheduler wants 6 fields with `?` in one day field: `cron(m h dom mon dow year)`. */
export function toAwsCron(cron: string): string {
  const fields = cron.trim().split(/\s+/);
  if (fields.length !== 5) throw new Error(`Expected a 5-field cron expression, got "${cron}"`);
  const [minute, hour, dayOfMonth, month, dayOfWeek] = fields as [string, string, string, string, string];
  const awsDayOfWeek = dayOfWeek === "*" ? "?" : dayOfWeek.replace(/\d/g, (day) => String((Number(day) % 7) + 1));
  const awsDayOfMonth = dayOfWeek !== "*" && dayOfMonth === "*" ? "?" : dayOfMonth;
  return `cron(${minute} ${hour} ${awsDayOfMonth} ${month} ${awsDayOfWeek} *)`;
}

export class AwsScheduler implements SchedulerPort {
  constructor(
    private readonly targets: AwsSchedulerTargets,
    private readonly client = new SchedulerClient({}),
  ) {}

  async upsert(schedule: ScheduleSpec): Promise<void> {
    const input: CreateScheduleCommandInput = {
      Name: schedule.name,
      GroupName: this.targets.groupName,
      ScheduleExpression: toAwsCron(schedule.cron),
      ScheduleExpressionTimezone: schedule.timezone ?? "UTC",
      FlexibleTimeWindow: { Mode: "OFF" },
      State: "ENABLED",
      Target: {
        Arn: this.targets.jobArn(schedule.job),
        RoleArn: this.targets.roleArn,
        Input: JSON.stringify(schedule.payload),
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

export function jobScheduler(): SchedulerPort {
  if (!scheduler) throw new Error("No scheduler adapter installed (AWS wiring arrives with the mailings module)");
  return scheduler;
}

export function useScheduler(adapter: SchedulerPort): void {
  scheduler = adapter;
}
