import { db } from "./entities";
import type { ReportRecord } from "./report.entity";

/** Today as YYYY-MM-DD (UTC): the finest time an anonymous report keeps. */
export const today = () => new Date().toISOString().slice(0, 10);

/** A report by its id, read consistently (every change reads it first). */
export async function findReport(clientId: string, reportId: string): Promise<ReportRecord | undefined> {
  const { data } = await db().entities.noSilentReport.get({ clientId, reportId }).go({ consistent: true });
  return data ?? undefined;
}
