import type { Actor } from "@intranet/contracts";
import type {
  AnalyticsQuery,
  CourseAnalyticsRow,
  CourseAnalyticsView,
  CourseDashboardView,
  LessonStatView,
} from "@intranet/contracts/courses";
import type { ExportView } from "@intranet/contracts/exports";
import { getAll } from "../db";
import { registerExporter, startExport } from "../exports";
import { clock } from "../platform";
import { findUser } from "../users";
import { companyOfPath, requireManager } from "./access";
import type { CourseRecord } from "./course.entity";
import { db } from "./entities";
import { doneCount, isOverdue, itemsOf, type Lessons, type Tests, today } from "./status";
import { managedCourse } from "./store";
import { testStatView } from "./tests";
import { counts, learnerView } from "./views";

const OVERDUE_SHOWN = 20;
const PAGE = 100;

function row(course: CourseRecord): CourseAnalyticsRow {
  const learners = counts(course);
  const total = Object.values(learners).reduce((sum, n) => sum + n, 0);
  return {
    courseId: course.courseId,
    title: course.title,
    status: course.status,
    learners,
    total,
    overdue: course.overdue ?? 0,
    completion: total ? Math.round((learners.learned / total) * 100) : 0,
  };
}

/**
 * `GET course_progress/{id}/dashboard`: the course's counters (its Get), its lessons' and tests'
 * figures (two BatchGets) and the overdue learners (one Query of gsi2's "late" prefix) — the same
 * calls with 10 or 5,000 learners.
 */
export async function dashboard(actor: Actor, courseId: string): Promise<CourseDashboardView> {
  const { course, clientId } = await managedCourse(actor, courseId);
  const items = itemsOf(course);
  const [lessons, tests, late] = await Promise.all([
    getAll(
      items.filter((item) => item.kind === "lesson").map((item) => ({ clientId, lessonId: item._id })),
      (keys) =>
        db()
          .entities.courseLesson.get(keys)
          .go({ attributes: ["lessonId", "courseId", "title", "learned"] }),
    ),
    getAll(
      items.filter((item) => item.kind === "test").map((item) => ({ clientId, testId: item._id })),
      (keys) => db().entities.courseTest.get(keys).go(),
    ),
    db()
      .entities.courseLearner.query.byCourse({ clientId, courseId, late: "1" })
      .go({ limit: OVERDUE_SHOWN * 2 }),
  ]);
  const summary = row(course);
  const day = today(clock().now());
  const order = new Map(items.map((item, index) => [item._id, index]));
  const byPlace = <T>(list: T[], id: (one: T) => string) =>
    list.sort((a, b) => (order.get(id(a)) ?? 0) - (order.get(id(b)) ?? 0));
  return {
    courseId,
    title: course.title,
    learners: summary.learners,
    total: summary.total,
    overdue: summary.overdue,
    completion: summary.completion,
    lessons: byPlace(
      lessons.map((lesson): LessonStatView => ({
        _id: lesson.lessonId,
        courseId,
        title: lesson.title,
        learned: lesson.learned ?? 0,
        learners: summary.total,
      })),
      (one) => one._id,
    ),
    tests: byPlace(
      tests.map((test) => testStatView(test, {})),
      (one) => one._id,
    ),
    overdueLearners: late.data
      .filter((learner) => learner.status !== "learned")
      .slice(0, OVERDUE_SHOWN)
      .map((learner) => learnerView(course, learner, day)),
  };
}

/**
 * `GET courses/analytics/{client}`: the company's courses with their counters (one Query, 100 a
 * page), or with `user_id` that person's courses (one Query of their learner items, one BatchGet).
 */
export async function courseAnalytics(
  actor: Actor,
  client: string,
  query: AnalyticsQuery,
): Promise<CourseAnalyticsView> {
  const clientId = companyOfPath(actor, client);
  await requireManager(actor);
  if (query.user_id) {
    const userId = query.user_id;
    const learners = (await db().entities.courseLearner.query.byUser({ clientId, userId }).go({ pages: "all" })).data;
    const courses = new Map(
      (
        await getAll(
          learners.map((learner) => ({ clientId, courseId: learner.courseId })),
          (keys) => db().entities.course.get(keys).go(),
        )
      ).map((course) => [course.courseId, course]),
    );
    const day = today(clock().now());
    return {
      kind: "user",
      userId,
      courses: learners.flatMap((learner) => {
        const course = courses.get(learner.courseId);
        if (!course) return [];
        const { done, total } = doneCount(course, learner.lessons as Lessons, learner.tests as Tests);
        return [
          {
            courseId: course.courseId,
            title: course.title,
            status: learner.status,
            done,
            total,
            deadline: learner.deadline ?? null,
            overdue: isOverdue(learner, day),
            learnedAt: learner.learnedAt ?? null,
          },
        ];
      }),
    };
  }
  const page = await db()
    .entities.course.query.byClient({ clientId })
    .go({ order: "desc", limit: PAGE, ...(query.cursor ? { cursor: query.cursor } : {}) });
  return { kind: "company", courses: page.data.map(row), cursor: page.cursor ?? null };
}

const langs = ["en", "ru", "ua"] as const;
type Lang = (typeof langs)[number];
interface AnalyticsExportParams {
  lang: Lang;
}
const headers: Record<Lang, string[]> = {
  en: [
    "Course",
    "Status",
    "Learners",
    "Learned",
    "In progress",
    "Started",
    "Appointed",
    "Not started",
    "Overdue",
    "Completion, %",
  ],
  ru: [
    "Курс",
    "Статус",
    "Учеников",
    "Прошли",
    "В процессе",
    "Начали",
    "Назначен",
    "Не начали",
    "Просрочено",
    "Завершение, %",
  ],
  ua: [
    "Курс",
    "Статус",
    "Учнів",
    "Пройшли",
    "В процесі",
    "Почали",
    "Призначено",
    "Не почали",
    "Прострочено",
    "Завершення, %",
  ],
};
const sheet: Record<Lang, string> = { en: "Learning", ru: "Обучение", ua: "Навчання" };

registerExporter<AnalyticsExportParams>({
  kind: "courses-analytics",
  sheetName: (params) => sheet[params.lang] ?? sheet.en,
  columns: (params) => (headers[params.lang] ?? headers.en).map((header) => ({ header, width: 18 })),
  async *rows({ clientId }) {
    let cursor: string | null = null;
    do {
      const page: { data: CourseRecord[]; cursor: string | null } = await db()
        .entities.course.query.byClient({ clientId })
        .go({ order: "desc", limit: PAGE, ...(cursor ? { cursor } : {}) });
      yield page.data.map((course) => {
        const one = row(course);
        return [
          one.title,
          one.status,
          one.total,
          one.learners.learned,
          one.learners.in_progress,
          one.learners.started,
          one.learners.appointed,
          one.learners.not_started,
          one.overdue,
          one.completion,
        ];
      });
      cursor = page.cursor;
    } while (cursor);
  },
});

/** `GET courses/analytics/{client}/excel`: the company's course rows as an Excel file (managers). */
export async function startAnalyticsExport(actor: Actor, client: string): Promise<ExportView> {
  const clientId = companyOfPath(actor, client);
  await requireManager(actor);
  const requester = await findUser(clientId, actor.userId);
  const params: AnalyticsExportParams = { lang: langs.find((lang) => lang === requester?.lang) ?? "en" };
  return startExport(actor, "courses-analytics", params, `courses-${clock().now().toISOString().slice(0, 10)}.xlsx`);
}
