import { useScheduler, type ScheduleSpec } from "./scheduler";

/** A scheduler that records instead of scheduling (tests of per-item timers: calendar reminders, service requests). */
export function recordingScheduler() {
  const schedules = new Map<string, ScheduleSpec>();
  const removed: string[] = [];
  useScheduler({
    upsert: async (schedule) => void schedules.set(schedule.name, schedule),
    remove: async (name) => {
      schedules.delete(name);
      removed.push(name);
    },
  });
  return { schedules, removed };
}
