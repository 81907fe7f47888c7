import { moduleVisitBodySchema, sessionReportBodySchema } from "@intranet/contracts";
import { defineRoutes } from "../http/route";

export const analyticsRoutes = defineRoutes("analytics", {
  sessionReport: {
    method: "POST",
    path: "/api/analytics/visitors",
    access: "user",
    summary: "Session report after 10 minutes of inactivity",
    body: sessionReportBodySchema,
  },
  moduleVisit: {
    method: "POST",
    path: "/api/analytics/modules",
    access: "user",
    summary: "Module-visit report on leaving a tracked module",
    body: moduleVisitBodySchema,
  },
});
