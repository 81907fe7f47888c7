import { defineStatusIndex } from "../db/status-index";

/**
 * A report in its status (db/status-index.ts; order = its day then its random id, as the inbox
 * sorts): the recipients' status pages. No person and no finer time than the report itself keeps.
 */
export const ReportStatusEntity = defineStatusIndex("noSilentReportByStatus");
