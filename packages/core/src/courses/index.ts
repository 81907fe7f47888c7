/** Learning's door (docs/modules/courses.md). */
export { getCourseAdmins, setCourseAdmins } from "./admins";
export { courseAnalytics, dashboard, startAnalyticsExport } from "./analytics";
export { answerTest, startTest } from "./attempts";
export { courseTitles, createCourse, deleteCourse, getCourse, listCourses, orderCourse, updateCourse } from "./courses";
export { coursesEntities } from "./entities";
export { publishCourseImage } from "./image";
export { type CoursesEventDetails } from "./events";
export { createLesson, deleteLesson, getLesson, lessonStat, updateLesson } from "./lessons";
export { appoint, dismiss, members } from "./members";
export { getProgress, learnLesson } from "./progress";
export { handleCoursesEvent } from "./subscriber";
export {
  addQuestion,
  createTest,
  deleteTest,
  getTest,
  removeQuestion,
  testStat,
  updateQuestion,
  updateTest,
} from "./tests";
export { DEADLINE_JOB, runDeadlineTimer } from "./timer";
