import { hasRole, type Actor } from "@intranet/contracts";
import type { SendReportBody, SentReport } from "@intranet/contracts/noSilent";
import { named, statusEntry, writeTransaction } from "../db";
import { AppError, requireTenant } from "../platform";
import { codeHash, newFollowUpCode, newReportId } from "./codes";
import { publish } from "./events";
import { dropReportFiles, readReportFiles, storeReportFiles } from "./report-files";
import type { ReportRecord } from "./report.entity";
import { statusOrder, today } from "./store";

/**
 * POST /api/user/send_viol_report (rules spec §5: a name or the anonymous choice, and a detailed
 * description). An anonymous report is written with nothing that leads back to the caller: a
 * random id, the day, no author, its files stripped of metadata and kept with no owner, and its
 * follow-up code's hash beside it — the code itself is answered once and kept nowhere. The bus event
 * names the report only. A visiting superadmin is not an employee of the company and sends none.
 */
export async function sendReport(actor: Actor, body: SendReportBody): Promise<SentReport> {
  const clientId = requireTenant(actor);
  if (hasRole(actor, "superadmin")) throw new AppError("reports.no_access");
  const reportId = newReportId();
  const day = today();
  const ready = readReportFiles(clientId, reportId, body.files);
  const files = await storeReportFiles(clientId, ready);
  const report: ReportRecord = {
    clientId,
    reportId,
    day,
    anonymous: body.anonymous,
    // "" rather than absent: the author index is written only for a named report (its condition).
    ...(body.anonymous ? { authorId: "" } : { authorId: actor.userId, name: body.name! }),
    description: body.description,
    files,
    status: "received",
    statuses: [{ status: "received", day }],
    messages: [],
    revision: 0,
  };
  const code = body.anonymous ? newFollowUpCode() : null;
  const outcome = await writeTransaction((e) => [
    named("report", e.noSilentReport.create(report).commit()),
    named(
      "status",
      e.noSilentReportByStatus.create(statusEntry(clientId, "received", statusOrder(report), reportId)).commit(),
    ),
    ...(code ? [named("code", e.noSilentCode.create({ codeHash: codeHash(code), clientId, reportId }).commit())] : []),
  ]);
  if (!outcome.ok) {
    await dropReportFiles(clientId, files);
    throw new AppError("reports.send_failed");
  }
  await publish({ type: "report.received", tenantId: clientId, detail: { reportId } });
  return code ? { anonymous: true, code } : { anonymous: false, reportId };
}
