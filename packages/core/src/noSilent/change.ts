import { reportLimits, type ReportMessageView } from "@intranet/contracts/noSilent";
import { isConditionFailure, retryOnRevision } from "../db";
import { AppError } from "../platform";
import { db } from "./entities";
import { findReport } from "./store";
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
