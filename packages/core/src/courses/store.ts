import type { Actor } from "@intranet/contracts";
import { AppError, requireTenant } from "../platform";
import { managesCourses } from "./access";
import type { CourseAttemptRecord } from "./attempt.entity";
import type { CourseRecord } from "./course.entity";
import { db } from "./entities";
import type { CourseLearnerRecord } from "./learner.entity";
import type { CourseLessonRecord } from "./lesson.entity";
import type { CourseTestRecord } from "./test.entity";

export async function findCourse(clientId: string, courseId: string): Promise<CourseRecord | undefined> {
  return (await db().entities.course.get({ clientId, courseId }).go({ consistent: true })).data ?? undefined;
}
export async function findLesson(clientId: string, lessonId: string): Promise<CourseLessonRecord | undefined> {
  return (await db().entities.courseLesson.get({ clientId, lessonId }).go({ consistent: true })).data ?? undefined;
}
export async function findTest(clientId: string, testId: string): Promise<CourseTestRecord | undefined> {
  return (await db().entities.courseTest.get({ clientId, testId }).go({ consistent: true })).data ?? undefined;
}
export async function findLearner(
  clientId: string,
  courseId: string,
  userId: string,
): Promise<CourseLearnerRecord | undefined> {
  return (
    (await db().entities.courseLearner.get({ clientId, courseId, userId }).go({ consistent: true })).data ?? undefined
  );
}
export async function findAttempt(
  clientId: string,
  testId: string,
  userId: string,
  n: number,
): Promise<CourseAttemptRecord | undefined> {
  return (
    (await db().entities.courseAttempt.get({ clientId, testId, userId, n }).go({ consistent: true })).data ?? undefined
  );
}

/** How the caller stands to a course: its manager, its learner (member of a published course), or neither. */
export interface Seen {
  clientId: string;
  course: CourseRecord;
  manage: boolean;
  learner: CourseLearnerRecord | undefined;
}

/**
 * A course the caller may see: managers see every course; a member sees it once published (and
 * archived ones they learned in, read-only). Anyone else, another tenant: `courses.not_found`.
 */
export async function seenCourse(actor: Actor, courseId: string): Promise<Seen> {
  const clientId = requireTenant(actor);
  const [course, manage, learner] = await Promise.all([
    findCourse(clientId, courseId),
    managesCourses(actor),
    findLearner(clientId, courseId, actor.userId),
  ]);
  if (!course) throw new AppError("courses.not_found");
  if (!manage && (!learner || course.status === "draft")) throw new AppError("courses.not_found");
  return { clientId, course, manage, learner };
}

/** A course the caller manages (else not found for a non-member, no access for a member). */
export async function managedCourse(actor: Actor, courseId: string): Promise<Seen> {
  const seen = await seenCourse(actor, courseId);
  if (!seen.manage) throw new AppError("courses.no_access");
  return seen;
}
