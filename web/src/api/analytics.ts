import { analyticsRoutes as routes, type ModuleVisitReport, type SessionReport } from "@intranet/contracts/analytics";
import { callRoute } from "./client";

/**
 * Fire-and-forget reports (product-spec §2, §4): never shown, never awaited, sent even while the
 * page closes. Times are epoch milliseconds (contracts/analytics/schemas.ts).
 */
const quiet = { no_show: true, keepalive: true } as const;

export const analyticsApi = {
  sessionReport: (body: SessionReport) => void callRoute(routes.sessionReport, { body }, quiet).catch(() => undefined),
  moduleVisit: (body: ModuleVisitReport) => void callRoute(routes.moduleVisit, { body }, quiet).catch(() => undefined),
};
