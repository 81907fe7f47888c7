import type { Actor } from "@intranet/contracts";
import type { ReportPage, ReportStatusBody, ReportView, ReportsQuery } from "@intranet/contracts/noSilent";
import { getAll, pageOf, statusPage } from "../db";
import { AppError, requireTenant, tenantOfPath } from "../platform";
import { addMessage, writeStatusIfUnchanged } from "./change";
import { db } from "./entities";
import { publish } from "./events";
import { readsReports } from "./recipients";
import { reportFileUrl } from "./report-files";
import type { ReportRecord } from "./report.entity";
import { findReport, today } from "./store";
import { filesOf, statusesOf, toReportSummary, toReportView } from "./views";

const pageView = (page: { items: ReportRecord[]; cursor: string | null }): ReportPage => ({
  items: page.items.map(toReportSummary),
  cursor: page.cursor,
});

/**
 * A report and what the caller may do with it: its recipients and the company's admins read and
 * answer it; a named report's author reads it and writes in it. Anyone else: not found.
 */
async function reportFor(actor: Actor, reportId: string) {
  const clientId = requireTenant(actor);
  const report = await findReport(clientId, reportId);
  if (!report) throw new AppError("reports.not_found");
  const answer = await readsReports(actor, clientId);
  const author = !!report.authorId && report.authorId === actor.userId;
  if (!answer && !author) throw new AppError("reports.not_found");
  return { report, answer, author };
}

/** GET /api/report_violation/reports/{client}: the recipients' inbox, newest day first. */
export async function listReports(actor: Actor, client: string, query: ReportsQuery): Promise<ReportPage> {
  const clientId = tenantOfPath(actor, client);
  if (!(await readsReports(actor, clientId))) throw new AppError("reports.no_access");
  const request = { cursor: query.cursor, size: query.limit, order: "desc" as const };
  if (!query.status)
    return pageView(await pageOf<ReportRecord>(db().entities.noSilentReport.query.byDay({ clientId }), request));
  return pageView(
    await statusPage(
      db().entities.noSilentReportByStatus.query.byStatus({ clientId, status: query.status }),
      { ...request, status: query.status },
      (reportIds) =>
        getAll(
          reportIds.map((reportId) => ({ clientId, reportId })),
          (keys) => db().entities.noSilentReport.get(keys).go(),
        ),
      (report) => report.reportId,
    ),
  );
}

/** GET /api/report_violation/mine/{client}: the caller's named reports, newest day first. */
export async function myReports(
  actor: Actor,
  client: string,
  query: { cursor?: string | undefined; limit: number },
): Promise<ReportPage> {
  const clientId = tenantOfPath(actor, client);
  const byAuthor = db().entities.noSilentReport.query.byAuthor({ clientId, authorId: actor.userId });
  return pageView(await pageOf<ReportRecord>(byAuthor, { cursor: query.cursor, size: query.limit, order: "desc" }));
}

/** GET /api/report_violation/report/{id}. */
export async function getReport(actor: Actor, reportId: string): Promise<ReportView> {
  const { report, answer } = await reportFor(actor, reportId);
  return toReportView(report, answer);
}

/**
 * POST /api/report_violation/report/{id}/status (its recipients): the new status with a comment
 * the reporter reads, on the condition that the report is still as the recipient saw it.
 */
export async function setReportStatus(actor: Actor, reportId: string, body: ReportStatusBody): Promise<ReportView> {
  const { report, answer } = await reportFor(actor, reportId);
  if (!answer) throw new AppError("reports.no_access");
  if (body.revision !== report.revision) throw new AppError("reports.already_changed");
  const entry = {
    status: body.status,
    day: today(),
    at: new Date().toISOString(),
    byId: actor.userId,
    ...(body.comment ? { comment: body.comment } : {}),
  };
  const next: ReportRecord = { ...report, status: body.status, statuses: [...statusesOf(report), entry] };
  if (!(await writeStatusIfUnchanged(report, next))) throw new AppError("reports.already_changed");
  const written = { ...next, revision: report.revision + 1 };
  await publish({
    type: "report.answered",
    tenantId: report.clientId,
    detail: { reportId, revision: written.revision },
  });
  return toReportView(written, answer);
}

/**
 * POST /api/report_violation/report/{id}/message: a recipient answers (named, timed), or a named
 * report's author adds to it (as the reporter, with the day).
 */
export async function writeInReport(actor: Actor, reportId: string, text: string): Promise<ReportView> {
  const { report, answer } = await reportFor(actor, reportId);
  const written = answer
    ? await addMessage(report, { from: "recipient", authorId: actor.userId, text, at: new Date().toISOString() })
    : await addMessage(report, { from: "reporter", text, day: today() });
  await publish({
    type: answer ? "report.answered" : "report.reporter_wrote",
    tenantId: report.clientId,
    detail: { reportId, revision: written.revision },
  });
  return toReportView(written, answer);
}

/** GET /api/report_violation/report/{id}/file/{file}: a short-lived link, for its readers. */
export async function reportFile(actor: Actor, reportId: string, fileId: string) {
  const { report } = await reportFor(actor, reportId);
  return reportFileUrl(report.clientId, filesOf(report), fileId);
}
