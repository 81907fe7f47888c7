import type { ErrorStatuses } from "../error-map";

/** Analytics (`analytics.*`): rules-calls-errors-spec §7 Analytics. */
export const analyticsErrors = {
  "analytics.period_invalid": 400,
  "analytics.dept_not_found": 404,
  "analytics.report_time": 400,
} as const satisfies ErrorStatuses;
