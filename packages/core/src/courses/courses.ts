import type { Actor } from "@intranet/contracts";
import type {
  CourseListQuery,
  CourseOrderBody,
  CoursePage,
  CourseView,
  CreateCourseBody,
  UpdateCourseBody,
} from "@intranet/contracts/courses";
import { getAll } from "../db";
import { AppError, clock, newId, requireTenant } from "../platform";
import { managesCourses, requireManager } from "./access";
import type { CourseRecord } from "./course.entity";
import { coverOf } from "./content";
import { db } from "./entities";
import { publishCourses } from "./events";
import { managedCourse, seenCourse } from "./store";
import { itemsOf, today } from "./status";
import { courseSummary, courseView } from "./views";

const PAGE = 50;

/** An award of nothing is none (the achievement is the shop's to find when paying). */
const awardOf = (award: CreateCourseBody["award"]) => (award && (award.coins || award.achievementId) ? award : null);

/** `POST courses`: a draft (course admins, admins). */
export async function createCourse(actor: Actor, body: CreateCourseBody): Promise<CourseView> {
  const clientId = await requireManager(actor);
  const at = clock().now().toISOString();
  const course: CourseRecord = {
    clientId,
    courseId: newId(),
    title: body.title,
    description: body.description,
    cover: coverOf(clientId, body.cover),
    status: "draft",
    deadlineDays: body.deadlineDays,
    award: awardOf(body.award),
    items: [],
    audiences: [],
    revision: 0,
    createdBy: actor.userId,
    createdAt: at,
    updatedAt: at,
  };
  await db().entities.course.create(course).go();
  return courseView(course, undefined, true, today(clock().now()));
}

export async function getCourse(actor: Actor, courseId: string): Promise<CourseView> {
  const seen = await seenCourse(actor, courseId);
  return courseView(seen.course, seen.learner, seen.manage, today(clock().now()));
}

/** Writes a course's fields conditioned on the revision the editor saw. */
async function writeCourse(course: CourseRecord, revision: number, set: Partial<CourseRecord>): Promise<CourseRecord> {
  const next = { ...course, ...set, revision: revision + 1, updatedAt: clock().now().toISOString() };
  try {
    await db()
      .entities.course.patch({ clientId: course.clientId, courseId: course.courseId })
      .set({ ...set, revision: next.revision, updatedAt: next.updatedAt })
      .where((a, op) => op.eq(a.revision, revision))
      .go();
  } catch (error) {
    if ((error as { cause?: { name?: string } }).cause?.name === "ConditionalCheckFailedException")
      throw new AppError("courses.already_changed");
    throw error;
  }
  await publishCourses(course.clientId, [{ type: "courses.changed", detail: { courseId: course.courseId } }]);
  return next;
}

export async function updateCourse(actor: Actor, courseId: string, body: UpdateCourseBody): Promise<CourseView> {
  const { course, learner, clientId } = await managedCourse(actor, courseId);
  if (body.revision !== course.revision) throw new AppError("courses.already_changed");
  const next = await writeCourse(course, body.revision, {
    title: body.title,
    description: body.description,
    cover: coverOf(clientId, body.cover),
    deadlineDays: body.deadlineDays,
    award: awardOf(body.award),
    status: body.status,
  });
  return courseView(next, learner, true, today(clock().now()));
}

/** `PUT courses/{id}/order`: the same lessons and tests, each once, in a new order. */
export async function orderCourse(actor: Actor, courseId: string, body: CourseOrderBody): Promise<CourseView> {
  const { course, learner } = await managedCourse(actor, courseId);
  if (body.revision !== course.revision) throw new AppError("courses.already_changed");
  const items = itemsOf(course);
  const byId = new Map(items.map((item) => [item._id, item]));
  if (body.items.length !== items.length || new Set(body.items).size !== items.length)
    throw new AppError("courses.bad_order");
  const ordered = body.items.map((id) => byId.get(id));
  if (ordered.some((item) => !item)) throw new AppError("courses.bad_order");
  const next = await writeCourse(course, body.revision, { items: ordered });
  return courseView(next, learner, true, today(clock().now()));
}

/** `DELETE courses/{id}`: only a course nobody was ever appointed to (else archive it), with its lessons and tests. */
export async function deleteCourse(actor: Actor, courseId: string): Promise<void> {
  const { course, clientId } = await managedCourse(actor, courseId);
  if ((course.members ?? 0) > 0) throw new AppError("courses.has_learners");
  try {
    await db()
      .entities.course.delete({ clientId, courseId })
      .where((a, op) => `${op.notExists(a.members)} OR ${op.eq(a.members, 0)}`)
      .go();
  } catch (error) {
    if ((error as { cause?: { name?: string } }).cause?.name === "ConditionalCheckFailedException")
      throw new AppError("courses.has_learners");
    throw error;
  }
  const items = itemsOf(course);
  const lessons = items.filter((item) => item.kind === "lesson").map((item) => ({ clientId, lessonId: item._id }));
  const tests = items.filter((item) => item.kind === "test").map((item) => ({ clientId, testId: item._id }));
  if (lessons.length) await db().entities.courseLesson.delete(lessons).go();
  if (tests.length) await db().entities.courseTest.delete(tests).go();
  await publishCourses(clientId, [
    { type: "courses.changed", detail: { courseId } },
    ...items
      .filter((item) => item.kind === "lesson")
      .map((item) => ({ type: "courses.lesson_changed" as const, detail: { courseId, lessonId: item._id } })),
  ]);
}

/**
 * `GET courses`: `mine` — the published courses the caller learns (one Query of their learner
 * items, one BatchGet of the courses); `all` — every course of the company for managers (one Query,
 * newest first; archived only when asked for), with the caller's own progress where they learn.
 */
export async function listCourses(actor: Actor, query: CourseListQuery): Promise<CoursePage> {
  const clientId = requireTenant(actor);
  const manage = await managesCourses(actor);
  const day = today(clock().now());
  if (query.scope === "all") {
    if (!manage) throw new AppError("courses.no_access");
    const page = await db()
      .entities.course.query.byClient({ clientId })
      .go({ order: "desc", limit: PAGE, ...(query.cursor ? { cursor: query.cursor } : {}) });
    const wanted = page.data.filter((course) =>
      query.status ? course.status === query.status : course.status !== "archived",
    );
    const mine = await learnersOf(
      clientId,
      actor.userId,
      wanted.map((course) => course.courseId),
    );
    return {
      items: wanted.map((course) => courseSummary(course, mine.get(course.courseId), day)),
      cursor: page.cursor ?? null,
      canManage: true,
    };
  }
  const page = await db()
    .entities.courseLearner.query.byUser({ clientId, userId: actor.userId })
    .go({ limit: PAGE, ...(query.cursor ? { cursor: query.cursor } : {}) });
  const courses = await getAll(
    page.data.map((learner) => ({ clientId, courseId: learner.courseId })),
    (keys) => db().entities.course.get(keys).go(),
  );
  const byId = new Map(courses.map((course) => [course.courseId, course]));
  const items = page.data.flatMap((learner) => {
    const course = byId.get(learner.courseId);
    return course && course.status === "published" ? [courseSummary(course, learner, day)] : [];
  });
  return { items, cursor: page.cursor ?? null, canManage: manage };
}

async function learnersOf(clientId: string, userId: string, courseIds: string[]) {
  const found = await getAll(
    courseIds.map((courseId) => ({ clientId, courseId, userId })),
    (keys) => db().entities.courseLearner.get(keys).go(),
  );
  return new Map(found.map((learner) => [learner.courseId, learner]));
}

/**
 * The door for the IDP module: the titles of these courses of a company (one BatchGet); a course
 * that does not exist is left out.
 */
export async function courseTitles(clientId: string, courseIds: string[]): Promise<Map<string, string>> {
  if (!courseIds.length) return new Map();
  const courses = await getAll(
    [...new Set(courseIds)].map((courseId) => ({ clientId, courseId })),
    (keys) => db().entities.course.get(keys).go(),
  );
  return new Map(courses.map((course) => [course.courseId, course.title]));
}
