import type { ModuleVisitReport, SessionReport } from "@intranet/contracts";
import { apiRequest } from "./client";

/**
 * Fire-and-forget reports (product-spec §2, §4): never shown, never awaited, sent even while the
 * page closes. Times are epoch milliseconds (contracts/analytics.ts).
 */
const report = (path: string, body: unknown) =>
  void apiRequest<void>("POST", path, { body, no_show: true, keepalive: true }).catch(() => undefined);

export const analyticsApi = {
  sessionReport: (body: SessionReport) => report("/api/analytics/visitors", body),
  moduleVisit: (body: ModuleVisitReport) => report("/api/analytics/modules", body),
};
