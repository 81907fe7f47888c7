/** The analytics module's door: what other modules and packages may use. */
export { analyticsEntities } from "./entities";
export { recordModuleVisit, recordSession, reportsOfMonth } from "./reports";
