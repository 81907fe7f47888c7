import {
  coursesRoutes as routes,
  type AnswerBody,
  type AppointBody,
  type CourseAdminsBody,
  type CourseOrderBody,
  type CourseScope,
  type CreateCourseBody,
  type LessonBody,
  type QuestionBody,
  type TestBody,
  type UpdateCourseBody,
  type UpdateLessonBody,
  type UpdateTestBody,
} from "@intranet/contracts/courses";
import { shopRoutes } from "@intranet/contracts/shop";
import { callRoute } from "../../api/client";
import { uploadFile } from "../../api/files";

/** TanStack Query keys of learning; everything under `courses`. */
export const courseKeys = {
  all: ["courses"] as const,
  list: (scope: CourseScope) => ["courses", "list", scope] as const,
  course: (id: string) => ["courses", "course", id] as const,
  progress: (course: string, user: string) => ["courses", "progress", course, user] as const,
  members: (id: string) => ["courses", "members", id] as const,
  lesson: (id: string) => ["courses", "lesson", id] as const,
  test: (id: string) => ["courses", "test", id] as const,
  dashboard: (id: string) => ["courses", "dashboard", id] as const,
  testStat: (id: string) => ["courses", "testStat", id] as const,
  admins: (client: string) => ["courses", "admins", client] as const,
  analytics: (client: string, user: string | null) => ["courses", "analytics", client, user] as const,
  achievements: (client: string) => ["courses", "achievements", client] as const,
};

/** Pages and lists show their own failures in place; forms and actions say theirs themselves. */
const quiet = { no_show: true } as const;
const page = (cursor: string | null) => (cursor ? { cursor } : {});

/** Learning's calls (rules-calls-errors-spec §7 Learning), from contracts/courses/routes.ts. */
export const coursesApi = {
  admins: (client: string) => callRoute(routes.admins, { params: { id: client } }, quiet),
  setAdmins: (client: string, body: CourseAdminsBody) =>
    callRoute(routes.setAdmins, { params: { id: client }, body }, quiet),
  list: (scope: CourseScope, cursor: string | null) =>
    callRoute(routes.list, { query: { scope, ...page(cursor) } }, quiet),
  create: (body: CreateCourseBody) => callRoute(routes.create, { body }, quiet),
  image: (fileId: string) => callRoute(routes.image, { body: { fileId } }, quiet),
  course: (id: string) => callRoute(routes.get, { params: { id } }, { ...quiet, navigation: true }),
  update: (id: string, body: UpdateCourseBody) => callRoute(routes.update, { params: { id }, body }, quiet),
  order: (id: string, body: CourseOrderBody) => callRoute(routes.order, { params: { id }, body }, quiet),
  remove: (id: string) => callRoute(routes.remove, { params: { id } }, quiet),
  members: (id: string, cursor: string | null) =>
    callRoute(routes.members, { params: { id }, query: page(cursor) }, quiet),
  appoint: (id: string, body: AppointBody) => callRoute(routes.appoint, { params: { id }, body }, quiet),
  dismiss: (id: string, user: string) => callRoute(routes.dismiss, { params: { id, user } }, quiet),
  createLesson: (course: string, body: LessonBody) =>
    callRoute(routes.createLesson, { params: { id: course }, body }, quiet),
  lesson: (id: string) => callRoute(routes.lesson, { params: { id } }, { ...quiet, navigation: true }),
  updateLesson: (id: string, body: UpdateLessonBody) => callRoute(routes.updateLesson, { params: { id }, body }, quiet),
  removeLesson: (id: string) => callRoute(routes.removeLesson, { params: { id } }, quiet),
  createTest: (course: string, body: TestBody) => callRoute(routes.createTest, { params: { id: course }, body }, quiet),
  test: (id: string) => callRoute(routes.test, { params: { id } }, { ...quiet, navigation: true }),
  updateTest: (id: string, body: UpdateTestBody) => callRoute(routes.updateTest, { params: { id }, body }, quiet),
  removeTest: (id: string) => callRoute(routes.removeTest, { params: { id } }, quiet),
  addQuestion: (test: string, qid: string, body: QuestionBody) =>
    callRoute(routes.addQuestion, { params: { id: test, qid }, body }, quiet),
  updateQuestion: (test: string, qid: string, body: QuestionBody) =>
    callRoute(routes.updateQuestion, { params: { id: test, qid }, body }, quiet),
  testStat: (id: string) => callRoute(routes.testStat, { params: { id } }, quiet),
  removeQuestion: (test: string, qid: string) => callRoute(routes.removeQuestion, { params: { id: test, qid } }, quiet),
  startTest: (course: string, test: string, user: string) =>
    callRoute(routes.startTest, { params: { course, test, user } }, quiet),
  answer: (test: string, body: AnswerBody) => callRoute(routes.answer, { params: { id: test }, body }, quiet),
  progress: (course: string, user: string) => callRoute(routes.progress, { params: { course, user } }, quiet),
  learn: (course: string, lesson: string) => callRoute(routes.learn, { body: { course, lesson } }, quiet),
  dashboard: (id: string) => callRoute(routes.dashboard, { params: { id } }, quiet),
  analytics: (client: string, user: string | null, cursor: string | null = null) =>
    callRoute(
      routes.analytics,
      { params: { client }, query: { ...(user ? { user_id: user } : {}), ...page(cursor) } },
      quiet,
    ),
  analyticsExcel: (client: string) => callRoute(routes.analyticsExcel, { params: { client } }),
  /** The shop's achievements, for a course's award (the caller may lack the shop: then none). */
  achievements: (client: string) => callRoute(shopRoutes.achievements, { params: { client } }, quiet),
};

/**
 * A picture for a course's cover or a lesson's text: stored as the module's file, then published
 * (POST /api/courses/image); its public url is what the cover keeps and the lesson's `<img>` shows.
 * The cover field and the editor's image button show a failure themselves.
 */
export async function uploadCourseImage(file: File): Promise<{ url: string }> {
  const stored = await uploadFile(file, "courses", { no_show: true });
  return coursesApi.image(stored._id);
}
