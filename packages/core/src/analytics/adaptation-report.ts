import type { Actor } from "@intranet/contracts";
import type { AdaptationReport, ReportQuery } from "@intranet/contracts/analytics";
import { companyAdaptationCounts } from "../adaptation";
import { tenantOfPath } from "../platform";
import { periodsOf } from "./period";
import { scopeOf } from "./scope";

/**
 * GET /api/analytics/adaptations/{client}: the company's adaptations from the adaptation module's
 * own counters (one Query of its tracks); unavailable when the company has switched it off. The
 * counts are the company's: tracks are not kept per department.
 */
export async function adaptationReport(actor: Actor, client: string, query: ReportQuery): Promise<AdaptationReport> {
  const clientId = tenantOfPath(actor, client);
  const periods = periodsOf(query);
  const scope = await scopeOf(clientId, query.dept);
  const frame = { period: periods.period, compare: periods.compare, dept: scope.dept, asOf: periods.today };
  if (actor.modulesOff?.includes("adaptation"))
    return { ...frame, available: false, tracks: 0, running: 0, stopped: 0, finished: 0, overdueSteps: 0 };
  return { ...frame, available: true, ...(await companyAdaptationCounts(clientId)) };
}
