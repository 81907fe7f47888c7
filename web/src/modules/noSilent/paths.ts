/** The module's own paths: the page with its tabs, a report, and the public follow-up page (no code in it). */
export const reportsPath = "/report_violation";
export const reportPath = (id: string) => `/report_violation/${encodeURIComponent(id)}`;
export const followUpPath = "/report_violation/follow-up";
