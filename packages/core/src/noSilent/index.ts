/** The "Don't be silent" module's door (docs/modules/noSilent.md). */
export { noSilentEntities } from "./entities";
export { canonicalCode, codeHash } from "./codes";
export { followUp, followUpFile, followUpMessage } from "./follow-up";
export { readsReports, recipientIds, reportSettings, saveReportSettings } from "./recipients";
export { getReport, listReports, myReports, reportFile, setReportStatus, writeInReport } from "./reports";
export { sendReport } from "./send";
export { findReport } from "./store";
export { handleReportEvent, reportLink } from "./subscriber";
export { type ReportRecord } from "./report.entity";
