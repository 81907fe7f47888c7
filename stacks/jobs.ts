import { oneTimeJobs, recurringJobs } from "../packages/functions/src/jobs";
import { toAwsCron } from "@intranet/core/scheduler";
import { functionDefaults, pascal } from "./shared";
import type { storage } from "./storage";

type Storage = ReturnType<typeof storage>;

/**
 * Scheduled jobs (DESIGN §10), generated from the job table (packages/functions/src/jobs.ts):
 * - each recurring row is an `sst.aws.CronV2` (EventBridge Scheduler) running its own Lambda
 *   (`packages/functions/src/jobs/<name>.handler`) with the row's cron (converted to AWS's 6-field
 *   form by the same `toAwsCron` the scheduler port uses), time zone and retries;
 * - each one-time row gets its Lambda; core creates one-time schedules for it at run time through
 *   the scheduler port's AWS adapter, which needs a schedule group, a role EventBridge Scheduler
 *   assumes to invoke those Lambdas, and the Lambdas' ARNs. Every Lambda defined AFTER this stack
 *   (API areas, WebSocket routes, bus subscribers: sst.config.ts calls `jobs` first) gets them as
 *   `INTRANET_SCHEDULER` plus the permission to manage schedules in the group and pass the role.
 * - a recurring row with `onDeploy` (data migrations) is also invoked once at each deploy
 *   (`aws.lambda.Invocation`).
 * A row added to the table is deployed with no change here.
 */
export function jobs({ table, files, media }: Storage) {
  const seen = new Set<string>();
  const componentName = (job: string) => {
    const name = `Job${pascal(job)}`;
    if (seen.has(name)) throw new Error(`Duplicate job name "${job}"`);
    seen.add(name);
    return name;
  };
  const jobFunction = (job: { name: string; timeoutSeconds?: number; description: string }) => ({
    ...functionDefaults(),
    description: `${$app.name} ${$app.stage} job "${job.name}": ${job.description}`.slice(0, 256),
    handler: `packages/functions/src/jobs/${job.name}.handler`,
    timeout: `${job.timeoutSeconds ?? 60} seconds` as const,
    link: [table, files, media],
  });

  // One-time jobs: their Lambdas, the group their schedules live in, and the role that invokes them.
  const oneTime: Record<string, sst.aws.Function> = {};
  for (const job of oneTimeJobs()) oneTime[job.name] = new sst.aws.Function(componentName(job.name), jobFunction(job));

  const group = new aws.scheduler.ScheduleGroup("JobSchedules", {
    name: `${$app.name}-${$app.stage}-jobs`.slice(0, 64),
  });
  const role = new aws.iam.Role("JobSchedulerRole", {
    assumeRolePolicy: $jsonStringify({
      Version: "2012-10-17",
      Statement: [
        {
          Effect: "Allow",
          Principal: { Service: "scheduler.amazonaws.com" },
          Action: "sts:AssumeRole",
          Condition: { StringEquals: { "aws:SourceAccount": aws.getCallerIdentityOutput().accountId } },
        },
      ],
    }),
  });
  const oneTimeArns = Object.values(oneTime).map((fn) => fn.arn);
  if (oneTimeArns.length > 0) {
    new aws.iam.RolePolicy("JobSchedulerInvoke", {
      role: role.id,
      policy: $jsonStringify({
        Version: "2012-10-17",
        Statement: [{ Effect: "Allow", Action: "lambda:InvokeFunction", Resource: oneTimeArns }],
      }),
    });
  }

  const jobArns = $resolve(Object.fromEntries(Object.entries(oneTime).map(([job, fn]) => [job, fn.arn])));
  const wiring = $resolve({ groupName: group.name, groupArn: group.arn, roleArn: role.arn, jobArns }).apply(
    ({ groupName, groupArn, roleArn, jobArns: arns }) => ({
      environment: JSON.stringify({ groupName, roleArn, jobArns: arns }),
      permissions: [
        {
          actions: ["scheduler:CreateSchedule", "scheduler:UpdateSchedule", "scheduler:DeleteSchedule"],
          // Schedules of a group: arn:aws:scheduler:<region>:<account>:schedule/<group>/<name>.
          resources: [`${groupArn.replace(":schedule-group/", ":schedule/")}/*`],
        },
        { actions: ["iam:PassRole"], resources: [roleArn] },
      ],
    }),
  );
  $transform(sst.aws.Function, (args) => {
    args.environment = $resolve({ environment: args.environment ?? {}, wiring }).apply(
      ({ environment, wiring: added }): Record<string, string> => ({
        ...environment,
        INTRANET_SCHEDULER: added.environment,
      }),
    );
    args.permissions = $resolve({ permissions: args.permissions ?? [], wiring }).apply(
      ({ permissions, wiring: added }) => [...permissions, ...added.permissions],
    );
  });

  // Recurring jobs: one CronV2 each (EventBridge Scheduler, with its own invoke role).
  const crons: Record<string, sst.aws.CronV2> = {};
  for (const job of recurringJobs()) {
    crons[job.name] = new sst.aws.CronV2(componentName(job.name), {
      function: jobFunction(job),
      schedule: toAwsCron(job.schedule.cron) as `cron(${string})`,
      timezone: job.schedule.timezone ?? "UTC",
      retries: job.retries,
    });
  }

  // Jobs that also run at each deploy (data migrations): invoked as soon as their function is
  // deployed (a migration reads and writes only the table, whichever API version is live); Pulumi
  // invokes on create and whenever `triggers` change, and the deploy's own time changes them each
  // deploy. A failed run fails the deploy, where the operator sees it; the hourly schedule retries.
  const deployRuns = recurringJobs()
    .filter((job) => job.onDeploy)
    .map(
      (job) =>
        new aws.lambda.Invocation(`${componentName(`${job.name}-on-deploy`)}`, {
          functionName: crons[job.name]!.nodes.function.name,
          input: JSON.stringify({ reason: "deploy" }),
          triggers: { deployedAt: new Date().toISOString() },
        }),
    );

  return { crons, oneTime, group, role, deployRuns };
}
