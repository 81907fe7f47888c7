/** The scheduler module's door: what other modules and packages may use. */
export {
  type AwsSchedulerTargets,
  AwsScheduler,
  type ScheduleSpec,
  type SchedulerPort,
  awsSchedulerFromEnvironment,
  jobScheduler,
  scheduleKind,
  toAwsAt,
  toAwsCron,
  useScheduler,
} from "./scheduler";
