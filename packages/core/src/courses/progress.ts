import type { Actor } from "@intranet/contracts";
import type { LearnBody, ProgressView } from "@intranet/contracts/courses";
import { backoff, named } from "../db";
import { closeExpired } from "./attempts";
import { AppError, clock } from "../platform";
import type { CourseRecord } from "./course.entity";
import { db } from "./entities";
import { publishCourses } from "./events";
import type { CourseLearnerRecord } from "./learner.entity";
import { saveLearner } from "./save-learner";
import { doneCount, isOverdue, itemsOf, type Lessons, myTest, type Tests, today } from "./status";
import { findCourse, findLearner, seenCourse } from "./store";
import type { CourseTestRecord } from "./test.entity";
import { getAll } from "../db";

async function testsOf(course: CourseRecord): Promise<Map<string, CourseTestRecord>> {
  const ids = itemsOf(course).filter((item) => item.kind === "test");
  const tests = await getAll(
    ids.map((item) => ({ clientId: course.clientId, testId: item._id })),
    (keys) => db().entities.courseTest.get(keys).go(),
  );
  return new Map(tests.map((test) => [test.testId, test]));
}

export async function progressView(course: CourseRecord, learner: CourseLearnerRecord): Promise<ProgressView> {
  const lessons = learner.lessons as Lessons;
  const tests = learner.tests as Tests;
  const testRecords = await testsOf(course);
  const { done, total } = doneCount(course, lessons, tests);
  const day = today(clock().now());
  return {
    courseId: course.courseId,
    userId: learner.userId,
    status: learner.status,
    done,
    total,
    percent: total ? Math.round((done / total) * 100) : 0,
    deadline: learner.deadline ?? null,
    overdue: isOverdue(learner, day),
    appointedAt: learner.appointedAt,
    startedAt: learner.startedAt ?? null,
    learnedAt: learner.learnedAt ?? null,
    items: itemsOf(course).map((item) => {
      if (item.kind === "lesson")
        return {
          kind: "lesson" as const,
          _id: item._id,
          title: item.title,
          learned: Boolean(lessons[item._id]),
          learnedAt: lessons[item._id] ?? null,
        };
      const test = testRecords.get(item._id);
      const mine = myTest(tests[item._id], test ?? { attempts: 0, passMark: 0, showScore: false });
      return { kind: "test" as const, _id: item._id, title: item.title, ...mine };
    }),
  };
}

/**
 * `GET course_progress/progress/{course}/{user}`: the learner themselves, or the course's managers.
 * The learner's own first look at a published course moves them from appointed to started, and
 * closes their attempts whose time ran out (scored with what they saved).
 */
export async function getProgress(actor: Actor, courseId: string, userId: string): Promise<ProgressView> {
  const seen = await seenCourse(actor, courseId);
  if (userId !== actor.userId && !seen.manage) throw new AppError("courses.no_access");
  for (let tries = 0; tries < 5; tries++) {
    const course = tries ? await findCourse(seen.clientId, courseId) : seen.course;
    const learner = await findLearner(seen.clientId, courseId, userId);
    if (!course) throw new AppError("courses.not_found");
    if (!learner) throw new AppError("courses.not_member");
    if (userId !== actor.userId || course.status !== "published") return progressView(course, learner);
    if (await closeExpired(course, learner)) continue;
    if (learner.startedAt) return progressView(course, learner);
    const { saved } = await saveLearner(course, learner, { startedAt: clock().now().toISOString() });
    if (saved) return progressView(course, saved.learner);
    await backoff(tries);
  }
  throw new AppError("common.conflict");
}

/** `PUT course_progress/learn`: a lesson of a published course read to the end by the caller (once). */
export async function learnLesson(actor: Actor, body: LearnBody): Promise<ProgressView> {
  const { clientId, course: first } = await seenCourse(actor, body.course);
  for (let tries = 0; tries < 8; tries++) {
    const course = tries ? await findCourse(clientId, body.course) : first;
    if (!course) throw new AppError("courses.not_found");
    if (course.status === "archived") throw new AppError("courses.archived");
    if (course.status !== "published") throw new AppError("courses.not_published");
    if (!itemsOf(course).some((item) => item.kind === "lesson" && item._id === body.lesson))
      throw new AppError("courses.lesson_not_found");
    const learner = await findLearner(clientId, body.course, actor.userId);
    if (!learner) throw new AppError("courses.not_member");
    const lessons = learner.lessons as Lessons;
    if (lessons[body.lesson]) return progressView(course, learner);
    const at = clock().now().toISOString();
    const { saved } = await saveLearner(
      course,
      learner,
      { lessons: { ...lessons, [body.lesson]: at }, startedAt: at },
      (e) => [named("lesson", e.courseLesson.patch({ clientId, lessonId: body.lesson }).add({ learned: 1 }).commit())],
    );
    if (saved) {
      if (saved.learnedNow)
        await publishCourses(clientId, [
          { type: "courses.learned", detail: { courseId: course.courseId, userId: actor.userId } },
        ]);
      return progressView(course, saved.learner);
    }
    await backoff(tries);
  }
  throw new AppError("common.conflict");
}
