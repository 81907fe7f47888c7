import type { ModulePlugin } from "../platform";

/**
 * Learning: appointed learners are told and their deadline timers set, a finished attempt tells its
 * learner, a learned course pays its award once (core/courses/subscriber.ts); `course-deadline` is
 * the per-learner timer (core/courses/timer.ts); search follows a course's and its lessons' changes
 * (core/courses/search-source.ts).
 */
export const plugin = {
  subscriptions: [
    {
      name: "CoursesEvents",
      eventTypes: ["courses.appointed", "courses.attempt_finished", "courses.learned"],
      file: "courses-events",
      timeoutSeconds: 120,
    },
  ],
  searchEvents: ["courses.changed", "courses.lesson_changed"],
  jobs: [
    {
      name: "course-deadline",
      schedule: "one-time",
      retries: 2,
      description:
        "Tells a learner their course's deadline is near, then marks them late the day after it (core/courses/timer.ts; one schedule per learner, always on its next moment)",
    },
  ],
  collections: [
    {
      name: "courses",
      entities: ["course", "courseAdmins", "courseLesson", "courseTest", "courseLearner", "courseAttempt"],
      fileModules: ["courses"],
      deletable: false,
    },
  ],
} satisfies ModulePlugin;
