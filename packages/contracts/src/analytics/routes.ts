import { moduleVisitBodySchema, sessionReportBodySchema } from "./schemas";
import { answer, defineRoutes } from "../route";
import type {} from "./schemas";

export const analyticsRoutes = defineRoutes("analytics", {
  sessionReport: {
    method: "POST",
    path: "/api/analytics/visitors",
    access: "user",
    summary: "Session report after 10 minutes of inactivity",
    answer: answer<void>(),
    body: sessionReportBodySchema,
  },
  moduleVisit: {
    method: "POST",
    path: "/api/analytics/modules",
    access: "user",
    summary: "Module-visit report on leaving a tracked module",
    answer: answer<void>(),
    body: moduleVisitBodySchema,
  },
});
