import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { mockClient } from "aws-sdk-client-mock";
import {
  ConflictException,
  CreateScheduleCommand,
  DeleteScheduleCommand,
  ResourceNotFoundException,
  SchedulerClient,
  UpdateScheduleCommand,
  ValidationException,
} from "@aws-sdk/client-scheduler";
import { AwsScheduler, toAwsCron, type AwsSchedulerTargets } from "./scheduler";

/**
 * What EventBridge Scheduler accepts (docs: "Cron expressions reference"): six fields, day-of-week
 * 1-7 (SUN=1) or SUN-SAT with `, - * ? L #` (no `/`), and `?` in exactly one of day-of-month and
 * day-of-week. Returns the problems found, empty when AWS would take the expression.
 */
function awsCronProblems(expression: string): string[] {
  const match = /^cron\((.*)\)$/.exec(expression);
  if (!match) return ["not wrapped in cron(...)"];
  const fields = match[1]!.split(" ");
  if (fields.length !== 6) return [`${fields.length} fields instead of 6`];
  const [, , dayOfMonth, , dayOfWeek, year] = fields as [string, string, string, string, string, string];
  const problems: string[] = [];
  if ((dayOfMonth === "?") === (dayOfWeek === "?")) problems.push("exactly one of day-of-month/day-of-week must be ?");
  if (dayOfWeek.includes("/")) problems.push("day-of-week takes no / increments");
  for (const part of dayOfWeek === "?" ? [] : dayOfWeek.split(",")) {
    const range = /^(\d)-(\d)$/.exec(part);
    if (range && Number(range[1]) > Number(range[2])) problems.push(`day-of-week range ${part} runs backwards`);
    const nth = /^(\d)#(\d)$/.exec(part);
    if (nth && (Number(nth[2]) < 1 || Number(nth[2]) > 5)) problems.push(`day-of-week ${part}: there is no such week`);
    for (const digit of part.match(/\d/g) ?? [])
      if (!nth && (Number(digit) < 1 || Number(digit) > 7)) problems.push(`day ${digit}`);
  }
  if (year !== "*") problems.push("year should be *");
  return problems;
}

describe("toAwsCron", () => {
  it.each([
    // Weekdays at 09:00: standard Mon-Fri is 1-5, AWS counts SUN=1, so MON-FRI is 2-6.
    ["0 9 * * 1-5", "cron(0 9 ? * 2-6 *)"],
    // A day of the month: day-of-week becomes ?.
    ["30 8 1 * *", "cron(30 8 1 * ? *)"],
    ["0 0 15 6 *", "cron(0 0 15 6 ? *)"],
    // Every day: day-of-week ?, day-of-month stays *.
    ["0 9 * * *", "cron(0 9 * * ? *)"],
    ["*/15 * * * *", "cron(*/15 * * * ? *)"],
    // Sunday is 0 or 7 in standard cron, 1 in AWS; Saturday 6 becomes 7.
    ["0 10 * * 0", "cron(0 10 ? * 1 *)"],
    ["0 10 * * 7", "cron(0 10 ? * 1 *)"],
    ["0 10 * * 6", "cron(0 10 ? * 7 *)"],
    ["0 10 * * 0-6", "cron(0 10 ? * 1-7 *)"],
    ["0 18 * * 1,3,5", "cron(0 18 ? * 2,4,6 *)"],
    // Names and "last Friday" pass through as AWS spells them.
    ["0 9 * * MON-FRI", "cron(0 9 ? * 2-6 *)"],
    ["0 9 * * 5L", "cron(0 9 ? * 6L *)"],
    // Month ranges and lists are not day-of-week numbers: untouched.
    ["0 9 1 1-6 *", "cron(0 9 1 1-6 ? *)"],
    ["0 9 * 3,6,9,12 1", "cron(0 9 ? 3,6,9,12 2 *)"],
    // Extra whitespace is tolerated.
    ["  0   9 * *   1-5 ", "cron(0 9 ? * 2-6 *)"],
  ])("%s → %s", (cron, aws) => {
    expect(toAwsCron(cron)).toBe(aws);
    expect(awsCronProblems(aws)).toEqual([]);
  });

  it.each(["0 9 * *", "0 9 * * * *", "", "every day"])("refuses %j, which is not a 5-field expression", (cron) => {
    expect(() => toAwsCron(cron)).toThrow(/5-field/);
  });

  it("keeps the week number of `#` (5#3, third Friday, → 6#3)", () => {
    expect(toAwsCron("0 9 * * 5#3")).toBe("cron(0 9 ? * 6#3 *)");
  });

  it.each([
    ["0 9 * * */2", "a day-of-week step, which AWS does not accept (and its step is rewritten 2 → 3)"],
    ["0 9 * * 1-5/2", "a day-of-week range step (rewritten to 2-6/3)"],
    ["0 9 * * 5-7", "Fri-Sun, whose AWS range 6-1 runs backwards"],
    ["0 9 1 * 1", "both day fields, which AWS cannot express (standard cron ORs them)"],
  ])("%s (%s) throws or yields an expression AWS accepts", (cron) => {
    let aws: string;
    try {
      aws = toAwsCron(cron);
    } catch {
      return; // refusing with an error is a correct answer
    }
    expect([aws, awsCronProblems(aws)]).toEqual([aws, []]);
  });
});

describe("AwsScheduler", () => {
  const scheduler = mockClient(SchedulerClient);
  const targets: AwsSchedulerTargets = {
    groupName: "intranet-prod",
    roleArn: "arn:aws:iam::123456789012:role/intranet-scheduler",
    jobArn: (job) => `arn:aws:lambda:eu-central-1:123456789012:function:intranet-job-${job}`,
  };
  const spec = {
    name: "mailing-01HTENANT-01HMAILING",
    cron: "0 9 * * 1-5",
    timezone: "Europe/Kyiv",
    job: "send-mailing",
    payload: { tenantId: "01HTENANT", mailingId: "01HMAILING" },
  };
  const expectedInput = {
    Name: spec.name,
    GroupName: "intranet-prod",
    ScheduleExpression: "cron(0 9 ? * 2-6 *)",
    ScheduleExpressionTimezone: "Europe/Kyiv",
    FlexibleTimeWindow: { Mode: "OFF" },
    State: "ENABLED",
    Target: {
      Arn: "arn:aws:lambda:eu-central-1:123456789012:function:intranet-job-send-mailing",
      RoleArn: "arn:aws:iam::123456789012:role/intranet-scheduler",
      Input: JSON.stringify(spec.payload),
    },
  };

  beforeEach(() => scheduler.reset());
  afterEach(() => scheduler.reset());

  it("creates a schedule that runs the job's Lambda with the payload as its input", async () => {
    scheduler.on(CreateScheduleCommand).resolves({ ScheduleArn: "arn:aws:scheduler:::schedule/x" });
    await new AwsScheduler(targets, new SchedulerClient({})).upsert(spec);

    const creates = scheduler.commandCalls(CreateScheduleCommand);
    expect(creates).toHaveLength(1);
    expect(creates[0]!.args[0].input).toEqual(expectedInput);
    expect(JSON.parse(creates[0]!.args[0].input.Target!.Input!)).toEqual(spec.payload);
    expect(scheduler.commandCalls(UpdateScheduleCommand)).toHaveLength(0);
  });

  it("defaults the time zone to UTC", async () => {
    scheduler.on(CreateScheduleCommand).resolves({});
    const { timezone: _timezone, ...withoutZone } = spec;
    await new AwsScheduler(targets, new SchedulerClient({})).upsert({ ...withoutZone, cron: "30 8 1 * *" });
    expect(scheduler.commandCalls(CreateScheduleCommand)[0]!.args[0].input).toMatchObject({
      ScheduleExpression: "cron(30 8 1 * ? *)",
      ScheduleExpressionTimezone: "UTC",
    });
  });

  it("updates the schedule with the same input when it already exists", async () => {
    scheduler.on(CreateScheduleCommand).rejects(
      new ConflictException({
        message: "Schedule already exists",
        Message: "Schedule already exists",
        $metadata: { httpStatusCode: 409 },
      }),
    );
    scheduler.on(UpdateScheduleCommand).resolves({ ScheduleArn: "arn:aws:scheduler:::schedule/x" });
    await new AwsScheduler(targets, new SchedulerClient({})).upsert(spec);

    expect(scheduler.commandCalls(CreateScheduleCommand)).toHaveLength(1);
    const updates = scheduler.commandCalls(UpdateScheduleCommand);
    expect(updates).toHaveLength(1);
    expect(updates[0]!.args[0].input).toEqual(expectedInput);
  });

  it("does not hide other errors behind an update", async () => {
    scheduler.on(CreateScheduleCommand).rejects(
      new ValidationException({
        message: "Invalid Schedule Expression",
        Message: "Invalid Schedule Expression",
        $metadata: { httpStatusCode: 400 },
      }),
    );
    await expect(new AwsScheduler(targets, new SchedulerClient({})).upsert(spec)).rejects.toBeInstanceOf(
      ValidationException,
    );
    expect(scheduler.commandCalls(UpdateScheduleCommand)).toHaveLength(0);
  });

  it("refuses an expression it cannot convert before calling AWS", async () => {
    await expect(
      new AwsScheduler(targets, new SchedulerClient({})).upsert({ ...spec, cron: "0 9 * *" }),
    ).rejects.toThrow(/5-field/);
    expect(scheduler.calls()).toHaveLength(0);
  });

  it("deletes a schedule from its group, and treats an absent one as removed", async () => {
    scheduler
      .on(DeleteScheduleCommand)
      .resolvesOnce({})
      .rejectsOnce(
        new ResourceNotFoundException({
          message: "Schedule not found",
          Message: "Schedule not found",
          $metadata: { httpStatusCode: 404 },
        }),
      );
    const aws = new AwsScheduler(targets, new SchedulerClient({}));
    await aws.remove(spec.name);
    await expect(aws.remove(spec.name)).resolves.toBeUndefined();

    const deletes = scheduler.commandCalls(DeleteScheduleCommand);
    expect(deletes.map((call) => call.args[0].input)).toEqual([
      { Name: spec.name, GroupName: "intranet-prod" },
      { Name: spec.name, GroupName: "intranet-prod" },
    ]);
  });

  it("lets other delete errors through", async () => {
    scheduler
      .on(DeleteScheduleCommand)
      .rejects(
        new ValidationException({ message: "bad name", Message: "bad name", $metadata: { httpStatusCode: 400 } }),
      );
    await expect(new AwsScheduler(targets, new SchedulerClient({})).remove("bad name")).rejects.toBeInstanceOf(
      ValidationException,
    );
  });
});
