import { reportLimits, type FollowUpView } from "@intranet/contracts/noSilent";
import { AppError } from "../platform";
import { codeHash } from "./codes";
import { addMessage } from "./change";
import { db } from "./entities";
import { publish } from "./events";
import { reportFileUrl } from "./report-files";
import { findReport, today } from "./store";
import type { ReportRecord } from "./report.entity";
import { filesOf, toFollowUpView } from "./views";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs a follow-up call and answers no sooner than `reportLimits.followUpFloorMs` after it began,
 * found or not, right or wrong: how long a guess takes tells nothing. (The code has 160 random bits,
 * so guessing is hopeless anyway; the floor also slows any attempt to try many.)
 */
async function atFloor<T>(work: () => Promise<T>): Promise<T> {
  const started = Date.now();
  try {
    return await work();
  } finally {
    const left = reportLimits.followUpFloorMs - (Date.now() - started);
    if (left > 0) await sleep(left);
  }
}

/** The report a code opens: the code's hash is looked up, then the report it names. */
async function reportOfCode(code: string): Promise<ReportRecord> {
  const { data } = await db()
    .entities.noSilentCode.get({ codeHash: codeHash(code) })
    .go({ consistent: true });
  const report = data ? await findReport(data.clientId, data.reportId) : undefined;
  if (!report) throw new AppError("reports.code_not_found");
  return report;
}

/** POST /api/report_violation/follow_up (public): the report as its reporter reads it. */
export function followUp(code: string): Promise<FollowUpView> {
  return atFloor(async () => toFollowUpView(await reportOfCode(code)));
}

/** POST /api/report_violation/follow_up/message (public): the reporter adds to the report, with a day only. */
export function followUpMessage(code: string, text: string): Promise<FollowUpView> {
  return atFloor(async () => {
    const report = await addMessage(await reportOfCode(code), { from: "reporter", text, day: today() });
    await publish({
      type: "report.reporter_wrote",
      tenantId: report.clientId,
      detail: { reportId: report.reportId, revision: report.revision },
    });
    return toFollowUpView(report);
  });
}

/** POST /api/report_violation/follow_up/file (public): a short-lived link of one of its files. */
export function followUpFile(code: string, fileId: string) {
  return atFloor(async () => {
    const report = await reportOfCode(code);
    return reportFileUrl(report.clientId, filesOf(report), fileId);
  });
}
