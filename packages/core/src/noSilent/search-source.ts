import { allPages } from "../db";
import type { DomainEvent } from "../events";
import type { SearchDocument, SearchSource } from "../search";
import { db } from "./entities";
import { reportRecipientsLabel } from "./reader-labels";
import type { ReportRecord } from "./report.entity";
import { findReport } from "./store";
import { messagesOf, statusesOf } from "./views";

const SCOPE = "report:";
const scopeOf = (reportId: string) => `${SCOPE}${reportId}`;
const TITLE_CHARS = 80;

/**
 * A report, found by its recipients only (reader-labels.ts), never by its sender: the document holds
 * its words (the description, the status comments, the messages) and day, and no person — an anonymous report's has nothing more than the report.
 */
function reportDocument(report: ReportRecord): SearchDocument {
  const title =
    report.description.length > TITLE_CHARS ? `${report.description.slice(0, TITLE_CHARS - 1)}…` : report.description;
  return {
    type: "violationReport",
    id: report.reportId,
    title,
    text: {
      title,
      headings: "",
      body: [
        report.description,
        ...statusesOf(report).map((entry) => entry.comment ?? ""),
        ...messagesOf(report).map((message) => message.text),
      ].join("\n"),
    },
    readers: [reportRecipientsLabel],
    path: `/report_violation/${report.reportId}`,
    date: report.day,
  };
}

/** The reports' search source: one scope per report (`report:<id>`), refreshed when it changes. */
export const noSilentSearchSource: SearchSource = {
  name: "noSilent",
  events: ["report.received", "report.reporter_wrote", "report.answered"],
  scopesOf: (event: DomainEvent) => {
    const reportId = (event.detail as { reportId?: unknown }).reportId;
    return typeof reportId === "string" ? [scopeOf(reportId)] : [];
  },
  async load(tenantId, scope) {
    if (!scope.startsWith(SCOPE)) return [];
    const report = await findReport(tenantId, scope.slice(SCOPE.length));
    return report ? [reportDocument(report)] : [];
  },
  async *scan(tenantId) {
    for await (const reports of allPages(db().entities.noSilentReport.query.byDay({ clientId: tenantId }), 100))
      yield reports.map((report) => ({ scope: scopeOf(report.reportId), docs: [reportDocument(report)] }));
  },
};
