/** The learning module's own paths (product-spec §2 Learning). */
const id = (value: string) => encodeURIComponent(value);

export const coursesPath = "/courses";
export const settingsPath = `${coursesPath}/settings`;
export const analyticsPath = `${coursesPath}/analytics`;
export const learnerAnalyticsPath = (userId: string) => `${analyticsPath}/${id(userId)}`;
export const newCoursePath = `${coursesPath}/new`;
export const coursePath = (course: string) => `${coursesPath}/${id(course)}`;
export const newLessonPath = (course: string) => `${coursePath(course)}/lessons/new`;
export const lessonPath = (course: string, lesson: string) => `${coursePath(course)}/lessons/${id(lesson)}`;
export const newTestPath = (course: string) => `${coursePath(course)}/tests/new`;
export const testPath = (course: string, test: string) => `${coursePath(course)}/tests/${id(test)}`;
