import type { CourseItemRef } from "@intranet/contracts/courses";
import { allPages, getAll } from "../db";
import type { DomainEvent } from "../events";
import { readerLabel, type SearchDocument, type SearchSource } from "../search";
import type { CourseRecord } from "./course.entity";
import { db } from "./entities";
import type { CourseLessonRecord } from "./lesson.entity";
import { courseLabel, courseManagersLabel } from "./reader-labels";

const SCOPE = "course:";
const scopeOf = (courseId: string) => `${SCOPE}${courseId}`;

/**
 * A published course and its lessons, found by the course's learners, its managers and admins
 * (never a draft or an archived course). One scope per course: a lesson's change re-reads it.
 */
function documents(course: CourseRecord, lessons: CourseLessonRecord[]): SearchDocument[] {
  if (course.status !== "published") return [];
  const readers = [readerLabel.admins, courseManagersLabel, courseLabel(course.courseId)];
  const items = course.items as CourseItemRef[];
  return [
    {
      type: "course",
      id: course.courseId,
      title: course.title,
      text: { title: course.title, headings: items.map((item) => item.title).join("\n"), body: course.description },
      readers,
      path: `/courses/${course.courseId}`,
      date: course.createdAt.slice(0, 10),
    },
    ...lessons.map((lesson): SearchDocument => ({
      type: "lesson",
      id: lesson.lessonId,
      title: lesson.title,
      text: {
        title: lesson.title,
        headings: (lesson.headings as Array<{ text: string }>).map((heading) => heading.text).join("\n"),
        body: lesson.text,
      },
      readers,
      path: `/courses/${course.courseId}/lessons/${lesson.lessonId}`,
      meta: { subtitle: course.title },
      date: lesson.updatedAt.slice(0, 10),
    })),
  ];
}

async function load(tenantId: string, course: CourseRecord): Promise<SearchDocument[]> {
  if (course.status !== "published") return [];
  const ids = (course.items as CourseItemRef[]).filter((item) => item.kind === "lesson");
  const lessons = await getAll(
    ids.map((item) => ({ clientId: tenantId, lessonId: item._id })),
    (keys) => db().entities.courseLesson.get(keys).go(),
  );
  return documents(course, lessons);
}

/** Learning's search source: `course:<id>` scopes, refreshed on `courses.changed` and `courses.lesson_changed`. */
export const coursesSearchSource: SearchSource = {
  name: "courses",
  events: ["courses.changed", "courses.lesson_changed"],
  scopesOf: (event: DomainEvent) => {
    const courseId = (event.detail as { courseId?: unknown }).courseId;
    return typeof courseId === "string" ? [scopeOf(courseId)] : [];
  },
  async load(tenantId, scope) {
    if (!scope.startsWith(SCOPE)) return [];
    const { data } = await db()
      .entities.course.get({ clientId: tenantId, courseId: scope.slice(SCOPE.length) })
      .go({ consistent: true });
    return data ? load(tenantId, data) : [];
  },
  async *scan(tenantId) {
    for await (const courses of allPages(db().entities.course.query.byClient({ clientId: tenantId }), 50)) {
      const pages = [];
      for (const course of courses) pages.push({ scope: scopeOf(course.courseId), docs: await load(tenantId, course) });
      yield pages;
    }
  },
};
