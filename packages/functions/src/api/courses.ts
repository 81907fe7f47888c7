import { coursesRoutes } from "@intranet/contracts/courses";
import {
  addQuestion,
  answerTest,
  appoint,
  courseAnalytics,
  createCourse,
  createLesson,
  createTest,
  dashboard,
  deleteCourse,
  deleteLesson,
  deleteTest,
  dismiss,
  getCourse,
  getCourseAdmins,
  getLesson,
  getProgress,
  getTest,
  learnLesson,
  lessonStat,
  listCourses,
  members,
  orderCourse,
  publishCourseImage,
  removeQuestion,
  setCourseAdmins,
  startAnalyticsExport,
  startTest,
  testStat,
  updateCourse,
  updateLesson,
  updateQuestion,
  updateTest,
} from "@intranet/core/courses";
import { areaHandler } from "../http/area";
import { reply } from "../http/reply";

/** Learning's Lambda: thin, each route calls the courses service. */
export const handler = areaHandler(coursesRoutes, {
  admins: ({ actor, params }) => getCourseAdmins(actor, params.id),
  setAdmins: ({ actor, params, body }) => setCourseAdmins(actor, params.id, body),
  list: ({ actor, query }) => listCourses(actor, query),
  create: async ({ actor, body }) => reply(201, await createCourse(actor, body)),
  image: async ({ actor, body }) => reply(201, await publishCourseImage(actor, body.fileId)),
  get: ({ actor, params }) => getCourse(actor, params.id),
  update: ({ actor, params, body }) => updateCourse(actor, params.id, body),
  order: ({ actor, params, body }) => orderCourse(actor, params.id, body),
  remove: async ({ actor, params }) => {
    await deleteCourse(actor, params.id);
    return reply(204);
  },
  members: ({ actor, params, query }) => members(actor, params.id, query.cursor),
  appoint: ({ actor, params, body }) => appoint(actor, params.id, body),
  dismiss: async ({ actor, params }) => {
    await dismiss(actor, params.id, params.user);
    return reply(204);
  },
  createLesson: async ({ actor, params, body }) => reply(201, await createLesson(actor, params.id, body)),
  lesson: ({ actor, params }) => getLesson(actor, params.id),
  updateLesson: ({ actor, params, body }) => updateLesson(actor, params.id, body),
  removeLesson: async ({ actor, params }) => {
    await deleteLesson(actor, params.id);
    return reply(204);
  },
  lessonStat: ({ actor, params }) => lessonStat(actor, params.id),
  createTest: async ({ actor, params, body }) => reply(201, await createTest(actor, params.id, body)),
  test: ({ actor, params }) => getTest(actor, params.id),
  updateTest: ({ actor, params, body }) => updateTest(actor, params.id, body),
  removeTest: async ({ actor, params }) => {
    await deleteTest(actor, params.id);
    return reply(204);
  },
  addQuestion: async ({ actor, params, body }) => reply(201, await addQuestion(actor, params.id, params.qid, body)),
  updateQuestion: ({ actor, params, body }) => updateQuestion(actor, params.id, params.qid, body),
  removeQuestion: ({ actor, params }) => removeQuestion(actor, params.id, params.qid),
  testStat: ({ actor, params }) => testStat(actor, params.id),
  startTest: ({ actor, params }) => startTest(actor, params.course, params.test, params.user),
  answer: ({ actor, params, body }) => answerTest(actor, params.id, body),
  progress: ({ actor, params }) => getProgress(actor, params.course, params.user),
  learn: ({ actor, body }) => learnLesson(actor, body),
  dashboard: ({ actor, params }) => dashboard(actor, params.id),
  analytics: ({ actor, params, query }) => courseAnalytics(actor, params.client, query),
  analyticsExcel: async ({ actor, params }) => reply(202, await startAnalyticsExport(actor, params.client)),
});
