import { afterEach, describe, expect, it } from "vitest";
import { mockClient } from "aws-sdk-client-mock";
import { CreateScheduleCommand, SchedulerClient } from "@aws-sdk/client-scheduler";
import { AwsScheduler, awsSchedulerFromEnvironment, jobScheduler, toAwsAt, useScheduler } from "./scheduler";

describe("one-time schedules and retries on EventBridge Scheduler", () => {
  const client = mockClient(SchedulerClient);
  afterEach(() => client.reset());
  const targets = {
    groupName: "intranet-prod-jobs",
    roleArn: "arn:aws:iam::123456789012:role/intranet-jobs",
    jobArn: (job: string) => `arn:aws:lambda:eu-central-1:123456789012:function:intranet-${job}`,
  };

  it("creates an at() schedule deleted after it ran, with the retry policy", async () => {
    client.on(CreateScheduleCommand).resolves({});
    await new AwsScheduler(targets, new SchedulerClient({})).upsert({
      name: "reindex-tenant-T1",
      at: "2026-11-23T21:05:00.000Z",
      job: "reindex-tenant",
      payload: { tenantId: "T1" },
      retries: 2,
    });
    expect(client.commandCalls(CreateScheduleCommand)[0]!.args[0].input).toMatchObject({
      ScheduleExpression: "at(2026-11-23T21:05:00)",
      ScheduleExpressionTimezone: "UTC",
      ActionAfterCompletion: "DELETE",
      Target: {
        Arn: "arn:aws:lambda:eu-central-1:123456789012:function:intranet-reindex-tenant",
        RetryPolicy: { MaximumRetryAttempts: 2 },
        Input: JSON.stringify({ tenantId: "T1" }),
      },
    });
  });

  it("refuses a schedule with both or neither of cron and at", async () => {
    const scheduler = new AwsScheduler(targets, new SchedulerClient({}));
    const base = { name: "x", job: "j", payload: {} };
    await expect(scheduler.upsert(base)).rejects.toThrow(/exactly one/);
    await expect(scheduler.upsert({ ...base, cron: "0 9 * * *", at: "2026-01-01T00:00:00Z" })).rejects.toThrow(
      /exactly one/,
    );
    await expect(scheduler.upsert({ ...base, at: "not a date" })).rejects.toThrow(/invalid time/);
    expect(toAwsAt(new Date("2027-01-02T03:04:05.678Z"))).toBe("at(2027-01-02T03:04:05)");
  });

  it("is built from INTRANET_SCHEDULER (stacks/jobs.ts) when no adapter is installed", async () => {
    const saved = process.env.INTRANET_SCHEDULER;
    process.env.INTRANET_SCHEDULER = JSON.stringify({
      groupName: targets.groupName,
      roleArn: targets.roleArn,
      jobArns: { "reindex-tenant": "arn:aws:lambda:eu-central-1:123456789012:function:x" },
    });
    try {
      const adapter = awsSchedulerFromEnvironment();
      expect(adapter).toBeInstanceOf(AwsScheduler);
      client.on(CreateScheduleCommand).resolves({});
      await expect(
        adapter!.upsert({ name: "n", at: "2027-01-01T00:00:00Z", job: "no-such-job", payload: {} }),
      ).rejects.toThrow(/No one-time job "no-such-job"/);
      delete process.env.INTRANET_SCHEDULER;
      expect(awsSchedulerFromEnvironment()).toBeUndefined();
      useScheduler(adapter!);
      expect(jobScheduler()).toBe(adapter);
    } finally {
      if (saved === undefined) delete process.env.INTRANET_SCHEDULER;
      else process.env.INTRANET_SCHEDULER = saved;
    }
  });
});
