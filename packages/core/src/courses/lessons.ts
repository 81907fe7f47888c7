import type { Actor } from "@intranet/contracts";
import type {
  CourseItemRef,
  LessonBody,
  LessonStatView,
  LessonView,
  UpdateLessonBody,
} from "@intranet/contracts/courses";
import { courseLimits } from "@intranet/contracts/courses";
import { named, writeTransaction } from "../db";
import { findFiles } from "../files";
import { AppError, clock, newId } from "../platform";
import { cleanLesson } from "./content";
import type { CourseRecord } from "./course.entity";
import { db } from "./entities";
import { publishCourses } from "./events";
import type { CourseLessonRecord } from "./lesson.entity";
import { findLesson, managedCourse, seenCourse } from "./store";
import { itemsOf } from "./status";
import { counts } from "./views";

/** The files a lesson names: this company's, uploaded under learning (`courses`). */
async function checkFiles(clientId: string, fileIds: string[]) {
  if (!fileIds.length) return;
  const files = await findFiles(clientId, fileIds);
  for (const fileId of fileIds) {
    const file = files.get(fileId);
    if (!file || file.module !== "courses") throw new AppError("common.validation", { fileId });
  }
}

async function lessonView(lesson: CourseLessonRecord, manage: boolean, learned: boolean): Promise<LessonView> {
  const files = await findFiles(lesson.clientId, lesson.fileIds);
  return {
    _id: lesson.lessonId,
    courseId: lesson.courseId,
    title: lesson.title,
    content: lesson.content,
    headings: lesson.headings as LessonView["headings"],
    files: lesson.fileIds.flatMap((id) => {
      const file = files.get(id);
      return file
        ? [
            {
              id,
              name: file.name,
              contentType: file.contentType,
              size: file.size,
              isImage: file.contentType.startsWith("image/"),
            },
          ]
        : [];
    }),
    videos: lesson.videos,
    updatedAt: lesson.updatedAt,
    revision: lesson.revision,
    learned,
    can: { manage },
  };
}

/**
 * Adds an item (lesson or test) at the end of a course: the item and the course's ref in one
 * transaction, conditioned on the course's revision (another editor meanwhile: `already_changed`).
 */
export async function appendItem(
  course: CourseRecord,
  ref: CourseItemRef,
  create: Parameters<typeof writeTransaction>[0],
): Promise<void> {
  const items = itemsOf(course);
  if (items.length >= courseLimits.itemsMax) throw new AppError("courses.too_many_items");
  const { clientId, courseId } = course;
  const outcome = await writeTransaction((e) => [
    ...create(e),
    named(
      "course",
      e.course
        .patch({ clientId, courseId })
        .set({ items: [...items, ref], revision: course.revision + 1, updatedAt: clock().now().toISOString() })
        .where((a, op) => op.eq(a.revision, course.revision))
        .commit(),
    ),
  ]);
  if (outcome.failed("course")) throw new AppError("courses.already_changed");
  if (!outcome.ok) throw new AppError("common.conflict");
}

/** Renames or drops an item's ref in the course (any revision: a title follows its lesson or test). */
export async function changeRef(course: CourseRecord, itemId: string, title: string | null): Promise<void> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const fresh =
      attempt === 0
        ? course
        : (
            await db()
              .entities.course.get({ clientId: course.clientId, courseId: course.courseId })
              .go({ consistent: true })
          ).data;
    if (!fresh) return;
    const items = itemsOf(fresh);
    const next =
      title === null
        ? items.filter((item) => item._id !== itemId)
        : items.map((item) => (item._id === itemId ? { ...item, title } : item));
    try {
      await db()
        .entities.course.patch({ clientId: fresh.clientId, courseId: fresh.courseId })
        .set({ items: next, revision: fresh.revision + 1, updatedAt: clock().now().toISOString() })
        .where((a, op) => op.eq(a.revision, fresh.revision))
        .go();
      return;
    } catch (error) {
      if ((error as { cause?: { name?: string } }).cause?.name !== "ConditionalCheckFailedException") throw error;
    }
  }
  throw new AppError("common.conflict");
}

export async function createLesson(actor: Actor, courseId: string, body: LessonBody): Promise<LessonView> {
  const { course, clientId } = await managedCourse(actor, courseId);
  await checkFiles(clientId, body.fileIds);
  const clean = await cleanLesson(clientId, body.content);
  const lesson: CourseLessonRecord = {
    clientId,
    lessonId: newId(),
    courseId,
    title: body.title,
    content: clean.html,
    text: clean.text,
    headings: clean.headings,
    fileIds: body.fileIds,
    videos: body.videos,
    revision: 0,
    updatedAt: clock().now().toISOString(),
  };
  await appendItem(course, { kind: "lesson", _id: lesson.lessonId, title: lesson.title }, (e) => [
    named("lesson", e.courseLesson.create(lesson).commit()),
  ]);
  await publishCourses(clientId, [{ type: "courses.lesson_changed", detail: { courseId, lessonId: lesson.lessonId } }]);
  return lessonView(lesson, true, false);
}

/** A lesson the caller may see (its course's managers; its members once published) and their standing. */
async function seenLesson(actor: Actor, lessonId: string) {
  const clientId = actor.tenantId ?? "";
  const lesson = clientId ? await findLesson(clientId, lessonId) : undefined;
  if (!lesson) throw new AppError("courses.lesson_not_found");
  const seen = await seenCourse(actor, lesson.courseId).catch(() => {
    throw new AppError("courses.lesson_not_found");
  });
  return { lesson, ...seen };
}

export async function getLesson(actor: Actor, lessonId: string): Promise<LessonView> {
  const { lesson, manage, learner } = await seenLesson(actor, lessonId);
  return lessonView(lesson, manage, Boolean((learner?.lessons as Record<string, string> | undefined)?.[lessonId]));
}

export async function updateLesson(actor: Actor, lessonId: string, body: UpdateLessonBody): Promise<LessonView> {
  const { lesson, manage, learner, course, clientId } = await seenLesson(actor, lessonId);
  if (!manage) throw new AppError("courses.no_access");
  if (body.revision !== lesson.revision) throw new AppError("courses.already_changed");
  await checkFiles(
    clientId,
    body.fileIds.filter((id) => !lesson.fileIds.includes(id)),
  );
  const clean = await cleanLesson(clientId, body.content);
  const next: CourseLessonRecord = {
    ...lesson,
    title: body.title,
    content: clean.html,
    text: clean.text,
    headings: clean.headings,
    fileIds: body.fileIds,
    videos: body.videos,
    revision: lesson.revision + 1,
    updatedAt: clock().now().toISOString(),
  };
  try {
    await db()
      .entities.courseLesson.patch({ clientId, lessonId })
      .set({
        title: next.title,
        content: next.content,
        text: next.text,
        headings: next.headings,
        fileIds: next.fileIds,
        videos: next.videos,
        revision: next.revision,
        updatedAt: next.updatedAt,
      })
      .where((a, op) => op.eq(a.revision, lesson.revision))
      .go();
  } catch (error) {
    if ((error as { cause?: { name?: string } }).cause?.name === "ConditionalCheckFailedException")
      throw new AppError("courses.already_changed");
    throw error;
  }
  if (next.title !== lesson.title) await changeRef(course, lessonId, next.title);
  await publishCourses(clientId, [{ type: "courses.lesson_changed", detail: { courseId: course.courseId, lessonId } }]);
  return lessonView(next, true, Boolean((learner?.lessons as Record<string, string> | undefined)?.[lessonId]));
}

/** Deletes a lesson and its ref; learners keep the record of having read it (it no longer counts). */
export async function deleteLesson(actor: Actor, lessonId: string): Promise<void> {
  const { lesson, manage, course, clientId } = await seenLesson(actor, lessonId);
  if (!manage) throw new AppError("courses.no_access");
  await changeRef(course, lessonId, null);
  await db().entities.courseLesson.delete({ clientId, lessonId }).go();
  await publishCourses(clientId, [{ type: "courses.lesson_changed", detail: { courseId: lesson.courseId, lessonId } }]);
}

/** `GET lessons/{id}/stat`: learners who learned it, of the course's learners (two Gets). */
export async function lessonStat(actor: Actor, lessonId: string): Promise<LessonStatView> {
  const { lesson, manage, course } = await seenLesson(actor, lessonId);
  if (!manage) throw new AppError("courses.no_access");
  return {
    _id: lessonId,
    courseId: lesson.courseId,
    title: lesson.title,
    learned: lesson.learned ?? 0,
    learners: Object.values(counts(course)).reduce((sum, n) => sum + n, 0),
  };
}
