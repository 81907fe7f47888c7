import {
  analyticsRoutes as routes,
  type AnalyticsReport,
  type ExportQuery,
  type ReportQuery,
} from "@intranet/contracts/analytics";
import { shopRoutes } from "@intranet/contracts/shop";
import { callRoute } from "../../api/client";

/** TanStack Query keys of the reports; everything under `analytics`. */
export const analyticsKeys = {
  all: ["analytics"] as const,
  report: (report: AnalyticsReport, client: string, query: ReportQuery) =>
    ["analytics", report, client, query] as const,
  coins: (client: string, from: string, to: string) => ["analytics", "coins", client, from, to] as const,
};

/** The tabs show their own failures in place. */
const quiet = { no_show: true } as const;

const params = (client: string) => ({ params: { client } });

/** The reports' calls, from contracts/analytics/routes.ts (and the shop's coin movement). */
export const analyticsApi = {
  turnover: (client: string, query: ReportQuery) => callRoute(routes.turnover, { ...params(client), query }, quiet),
  demography: (client: string, query: ReportQuery) => callRoute(routes.demography, { ...params(client), query }, quiet),
  positions: (client: string, query: ReportQuery) => callRoute(routes.positions, { ...params(client), query }, quiet),
  departments: (client: string, query: ReportQuery) =>
    callRoute(routes.departments, { ...params(client), query }, quiet),
  visitors: (client: string, query: ReportQuery) => callRoute(routes.visitors, { ...params(client), query }, quiet),
  modules: (client: string, query: ReportQuery) => callRoute(routes.modules, { ...params(client), query }, quiet),
  adaptations: (client: string, query: ReportQuery) =>
    callRoute(routes.adaptations, { ...params(client), query }, quiet),
  coins: (client: string, dateFrom: string, dateTo: string) =>
    callRoute(shopRoutes.coinsAnalytics, { ...params(client), query: { dateFrom, dateTo } }, quiet),
  /** Starts a report's Excel export (202); the shared export dialog follows it. */
  exportReport: (report: AnalyticsReport, client: string, query: ExportQuery) =>
    callRoute(routes.exportReport, { params: { report, client }, query }, quiet),
};
