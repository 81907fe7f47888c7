import type {
  AdaptationReport,
  AnalyticsReport,
  DemographyReport,
  DepartmentsReport,
  ModulesReport,
  PositionsReport,
  ReportFrame,
  ReportQuery,
  TurnoverReport,
  VisitorsReport,
} from "@intranet/contracts/analytics";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { analyticsApi, analyticsKeys } from "./api";

/** Each report's answer. */
export interface Reports {
  turnover: TurnoverReport;
  demography: DemographyReport;
  positions: PositionsReport;
  departments: DepartmentsReport;
  visitors: VisitorsReport;
  modules: ModulesReport;
  adaptations: AdaptationReport;
}

/**
 * A report for the filters' query (not asked while the query is null: the filters are not valid);
 * a new filter keeps the last answer on screen until its own arrives.
 */
export function useReport<R extends AnalyticsReport>(report: R, client: string, query: ReportQuery | null) {
  return useQuery({
    queryKey: analyticsKeys.report(report, client, query ?? {}),
    queryFn: () => analyticsApi[report](client, query!) as Promise<Reports[R]>,
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
}

/**
 * The same report over the comparison period the first answer names, for the reports whose answer
 * carries no comparison of its own (positions, departments): their KPI cards' change.
 */
export function useComparison<R extends "positions" | "departments">(
  report: R,
  client: string,
  shown: ReportFrame | undefined,
) {
  const query: ReportQuery | null = shown
    ? {
        dateFrom: shown.compare.from,
        dateTo: shown.compare.to,
        ...(shown.dept ? { dept: shown.dept.deptId } : {}),
      }
    : null;
  return useQuery({
    queryKey: analyticsKeys.report(report, client, query ?? {}),
    queryFn: () => analyticsApi[report](client, query!) as Promise<Reports[R]>,
    enabled: query !== null,
  });
}
