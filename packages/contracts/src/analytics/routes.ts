import type { ExportView } from "../exports/views";
import { answer, defineRoutes } from "../route";
import {
  clientParamsSchema,
  exportParamsSchema,
  exportQuerySchema,
  moduleVisitBodySchema,
  reportQuerySchema,
  sessionReportBodySchema,
} from "./schemas";
import type {
  AdaptationReport,
  DemographyReport,
  DepartmentsReport,
  ModulesReport,
  PositionsReport,
  TurnoverReport,
  VisitorsReport,
} from "./views";

/** Reading the reports: admins, and whoever holds the `analytics` right (HR, by the admin's grant). */
const access = "analytics" as const;

const report = <T>(path: string, summary: string) => ({
  method: "GET" as const,
  path: `/api/analytics/${path}/{client}` as const,
  access,
  summary,
  params: clientParamsSchema,
  query: reportQuerySchema,
  answer: answer<T>(),
});

/**
 * Analytics (rules spec §7): the SPA's usage reports (every signed-in user, about themselves), and
 * the reports read from counters kept as things happen (docs/modules/analytics.md). The coin
 * movement report (`GET analytics/coins/{client}`) is the shop's route.
 */
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
  turnover: report<TurnoverReport>("turnover", "Headcount, hires, leavers and turnover by month over a period"),
  demography: report<DemographyReport>("demography", "Today's people by gender, age and working time"),
  positions: report<PositionsReport>("positions", "Headcount, tenure and turnover per position"),
  departments: report<DepartmentsReport>("departments", "Headcount, tenure and turnover per department"),
  visitors: report<VisitorsReport>("visitors", "Active people, sessions and their length per day"),
  modules: report<ModulesReport>("modules", "Visits per module, per day and per department"),
  adaptations: report<AdaptationReport>("adaptations", "Adaptations running, stopped and finished, overdue steps"),
  exportReport: {
    method: "GET",
    path: "/api/analytics/export/{report}/{client}",
    access,
    summary: "Starts a report's Excel export; follow GET /api/export/{id}",
    params: exportParamsSchema,
    query: exportQuerySchema,
    answer: answer<ExportView>(),
  },
});
