/** The scheduler module's door: what other modules and packages may use. */
export { type ScheduleSpec, type SchedulerPort, scheduleKind, useScheduler } from "./scheduler";
