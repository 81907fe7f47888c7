import * as z from "zod/mini";
import { notify } from "../notifications";
import { recipientIds } from "./recipients";
import { findReport } from "./store";

const id = z.string().check(z.minLength(1), z.maxLength(64));
const received = z.object({ tenantId: id, reportId: id });
const moved = z.object({ tenantId: id, reportId: id, revision: z.number() });

export const reportLink = (reportId: string) => `/report_violation/report/${encodeURIComponent(reportId)}`;

/**
 * The module's bus subscriber (never the request path). A new report, or the reporter writing
 * again, notifies every recipient — with no actor, so nobody is left out (leaving the sender out
 * would point at them) and nothing names who sent it. A recipient's answer notifies a named
 * report's author; an anonymous reporter is never notified (they come back with their code).
 * Dedupe keys (report, revision) make a redelivery notify nobody twice.
 */
export async function handleReportEvent(type: string, detail: unknown): Promise<string> {
  if (type === "report.received") {
    const parsed = received.safeParse(detail);
    if (!parsed.success) return "ignored";
    return notifyRecipients(
      parsed.data.tenantId,
      parsed.data.reportId,
      "report.received",
      `report:${parsed.data.reportId}`,
    );
  }
  const parsed = moved.safeParse(detail);
  if (!parsed.success) return "ignored";
  const { tenantId, reportId, revision } = parsed.data;
  if (type === "report.reporter_wrote")
    return notifyRecipients(tenantId, reportId, "report.reporter_wrote", `report:${reportId}:${revision}`);
  if (type === "report.answered") return notifyAuthor(tenantId, reportId, revision);
  return "ignored";
}

async function notifyRecipients(tenantId: string, reportId: string, template: string, dedupeKey: string) {
  const report = await findReport(tenantId, reportId);
  if (!report) return "gone";
  const result = await notify(tenantId, await recipientIds(tenantId), {
    section: "other",
    kind: "report",
    template,
    link: reportLink(reportId),
    dedupeKey,
  });
  return `notified ${result.notified.length}`;
}

async function notifyAuthor(tenantId: string, reportId: string, revision: number) {
  const report = await findReport(tenantId, reportId);
  if (!report?.authorId) return report ? "anonymous" : "gone";
  const result = await notify(tenantId, [report.authorId], {
    section: "other",
    kind: "report",
    template: "report.answered",
    link: reportLink(reportId),
    dedupeKey: `report:${reportId}:${revision}`,
  });
  return `notified ${result.notified.length}`;
}
