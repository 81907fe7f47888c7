import type { ErrorMessages } from "../error-map";
import type { analyticsErrors } from "./errors";

/** Their English messages (the API's `message`; the SPA's English texts derive from them). */
export const analyticsErrorMessages: ErrorMessages<typeof analyticsErrors> = {
  "analytics.period_invalid":
    "Choose a period of at most three years within the last ten, its end not before its start",
  "analytics.dept_not_found": "This department is not in the company structure",
  "analytics.report_time": "The report's times are not plausible",
};
