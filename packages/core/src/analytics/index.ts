/** The analytics module's door: what other modules and packages may use. */
export { analyticsEntities } from "./entities";
export { countSession, countVisit, recordModuleVisit, recordSession, reportsOfMonth } from "./usage";
export { demographyReport, departmentsReport, positionsReport, turnoverReport } from "./people-reports";
export { modulesReport, visitorsReport } from "./usage-reports";
export { adaptationReport } from "./adaptation-report";
export { companyHeadcounts } from "./company-headcounts";
export { exportReport } from "./export";
export { handleAnalyticsEvent } from "./subscriber";
export { rebuildPeopleTallies } from "./rebuild";
export { syncPeople } from "./people-sync";
export { type PastSession, type PastVisit, writeUsageHistory } from "./usage-history";
