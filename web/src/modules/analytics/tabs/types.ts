import type { ReportFilters } from "../filters/useReportFilters";

/** What every tab gets: the company and the shared filters. */
export interface TabProps {
  client: string;
  filters: ReportFilters;
}
