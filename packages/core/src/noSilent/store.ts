import { db } from "./entities";
import type { ReportRecord } from "./report.entity";

/** Today as YYYY-MM-DD (UTC): the finest time an anonymous report keeps. */
export const today = () => new Date().toISOString().slice(0, 10);

/** Where a report sorts within its status: its day, then its random id (as the inbox sorts). */
export const statusOrder = (report: Pick<ReportRecord, "day" | "reportId">) => `${report.day}#${report.reportId}`;

/** A report by its id, read consistently (every change reads it first). */
export async function findReport(clientId: string, reportId: string): Promise<ReportRecord | undefined> {
  const { data } = await db().entities.noSilentReport.get({ clientId, reportId }).go({ consistent: true });
  return data ?? undefined;
}
