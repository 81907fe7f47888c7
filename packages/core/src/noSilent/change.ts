import { reportLimits, type ReportMessageView } from "@intranet/contracts/noSilent";
import { isConditionFailure, named, retryOnRevision, statusEntry, writeTransaction } from "../db";
import { AppError } from "../platform";
import { db } from "./entities";
import { findReport, statusOrder } from "./store";
import type { ReportRecord } from "./report.entity";
import { messagesOf } from "./views";

/**
 * Writes a report's next state on the condition that nobody changed it since `seen` was read
 * (`revision`): answers false when somebody did, true when written.
 */
export async function writeIfUnchanged(seen: ReportRecord, next: ReportRecord): Promise<boolean> {
  try {
    await db()
      .entities.noSilentReport.put({ ...next, revision: seen.revision + 1 })
      .where((a, op) => op.eq(a.revision, seen.revision))
      .go();
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/**
 * Moves a report to its next status on the same condition, and its status entry (the inbox's status
 * pages) in the same transaction: false when somebody changed the report since `seen`.
 */
export async function writeStatusIfUnchanged(seen: ReportRecord, next: ReportRecord): Promise<boolean> {
  const { clientId, reportId } = seen;
  const order = statusOrder(seen);
  const outcome = await writeTransaction((e) => [
    named(
      "report",
      e.noSilentReport
        .put({ ...next, revision: seen.revision + 1 })
        .where((a, op) => op.eq(a.revision, seen.revision))
        .commit(),
    ),
    ...(seen.status === next.status
      ? []
      : [
          named("left", e.noSilentReportByStatus.delete(statusEntry(clientId, seen.status, order, reportId)).commit()),
          named("entered", e.noSilentReportByStatus.put(statusEntry(clientId, next.status, order, reportId)).commit()),
        ]),
  ]);
  if (outcome.ok) return true;
  if (outcome.failed("report")) return false;
  throw new AppError("common.conflict");
}

/**
 * Adds a message to a report's channel, re-reading and trying again when another message or a
 * status change won the race (a message is never lost, never written twice).
 */
export function addMessage(report: ReportRecord, message: ReportMessageView): Promise<ReportRecord> {
  return retryOnRevision(
    report,
    async (current) => {
      const messages = messagesOf(current);
      if (messages.length >= reportLimits.messagesMax) throw new AppError("reports.too_many_messages");
      const next = { ...current, messages: [...messages, message] };
      return (await writeIfUnchanged(current, next)) && { ...next, revision: current.revision + 1 };
    },
    async (current) => {
      const reread = await findReport(current.clientId, current.reportId);
      if (!reread) throw new AppError("reports.not_found");
      return reread;
    },
  );
}
