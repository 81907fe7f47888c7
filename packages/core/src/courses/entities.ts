import { registerEntities } from "../db";
import { CourseAdminsEntity } from "./admins.entity";
import { CourseAttemptEntity } from "./attempt.entity";
import { CourseEntity } from "./course.entity";
import { CourseLearnerEntity } from "./learner.entity";
import { CourseLessonEntity } from "./lesson.entity";
import { CourseTestEntity } from "./test.entity";

/** Learning's entities under their (global, stable) service keys. */
export const coursesEntities = {
  course: CourseEntity,
  courseAdmins: CourseAdminsEntity,
  courseLesson: CourseLessonEntity,
  courseTest: CourseTestEntity,
  courseLearner: CourseLearnerEntity,
  courseAttempt: CourseAttemptEntity,
};

export type CoursesEntities = typeof coursesEntities;

declare module "../db/service" {
  // Type-level registration: `db().entities` knows this module's entities.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface EntityRegistry extends CoursesEntities {}
}

/** The one Service, for this module's files: importing it from here registers the map above first. */
export const db = registerEntities(coursesEntities);
