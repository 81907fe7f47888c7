import type { ModulePlugin } from "../platform";

/**
 * Task tracker: assignments, comments, mentions and finishes notify (section tasks); a changed
 * task's deadline timers follow it; tags attached to tasks are copied onto their cards
 * (core/taskTracker/subscriber.ts). `task-deadline` warns of a deadline tomorrow and of one passed.
 */
export const plugin = {
  subscriptions: [
    {
      name: "TaskEvents",
      eventTypes: [
        "task.assigned",
        "task.commented",
        "task.finished",
        "task.changed",
        "tag.attached",
        "tag.detached",
        "tag.deleted",
      ],
      file: "task-events",
      timeoutSeconds: 120,
    },
  ],
  jobs: [
    {
      name: "task-deadline",
      schedule: "one-time",
      retries: 2,
      description:
        "Warns a task's performers the morning before its deadline and the morning after it passed (core/taskTracker/deadlines.ts; two schedules per task, set by the subscriber on every change; a run re-reads the task and its dedupe key warns nobody twice)",
    },
  ],
  searchEvents: ["taskDesk.changed", "task.changed"],
  collections: [
    {
      name: "taskTracker",
      entities: ["taskProject", "taskDesk", "taskCard", "taskBody", "taskComment", "taskLink", "taskFavourite"],
      fileModules: ["taskTracker"],
      deletable: true,
    },
  ],
} satisfies ModulePlugin;
