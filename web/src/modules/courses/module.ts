import { route, type WebModule } from "../webModule";

const analytics = { track: "lms_analytics", menu: "lmsAnalytics" } as const;

export const webModule: WebModule = {
  routes: [
    route("courses"),
    route("courses/settings"),
    route("courses/analytics", analytics),
    route("courses/analytics/:user_id", analytics),
    route("courses/new"),
    route("courses/:id"),
    route("courses/:id/lessons/new"),
    route("courses/:id/lessons/:lessonId"),
    route("courses/:id/tests/new"),
    route("courses/:id/tests/:testId"),
  ],
  searchHits: {
    course: { icon: "learning", label: { en: "Courses", ru: "Курсы", ua: "Курси" } },
    lesson: { icon: "manual", label: { en: "Lessons", ru: "Уроки", ua: "Уроки" } },
  },
};
