import { randomUUID } from "node:crypto";
import { sendReportBodySchema } from "@intranet/contracts/noSilent";
import { batchWrite, db, statusEntry } from "@intranet/core/db";
import { followUp, getReport, listReports, sendReport, type ReportRecord } from "@intranet/core/noSilent";
import { ensureTestTenant, refusal } from "@intranet/core/testing";
import { benchRuntime } from "./local-stack";
import { ms, table } from "./markdown";
import { readsBySize } from "./measure";
import { benchActor, benchPeople } from "./people";
import { summarize } from "./stats";
import type { BenchContext, Suite } from "./suite";

const bigCompany = Number(process.env.BENCH_REPORTS ?? 10_000);
const reads = Number(process.env.BENCH_REPORTS_READS ?? 30);
/** Reports just received: the same in the small and the big company. */
const waiting = 25;
const person = (tenantId: string, userId: string, admin = false) => benchActor(tenantId, userId, ["no_silent"], admin);
const report = (index: number) =>
  sendReportBodySchema.parse({ anonymous: true, description: `The fire exit of hall ${index} is locked at night.` });

/** `count` older resolved reports (copies of a real one under new ids) with their status entries. */
async function resolvedReports(tenantId: string, template: ReportRecord, count: number) {
  const copies: ReportRecord[] = Array.from({ length: count }, (_, index) => ({
    ...template,
    reportId: randomUUID(),
    day: `2025-${String((index % 12) + 1).padStart(2, "0")}-15`,
    status: "resolved",
  }));
  await batchWrite((items) => db().entities.noSilentReport.put(items).go(), copies, ["clientId", "reportId"]);
  const entries = copies.map((copy) =>
    statusEntry(tenantId, "resolved", `${copy.day}#${copy.reportId}`, copy.reportId),
  );
  await batchWrite((items) => db().entities.noSilentReportByStatus.put(items).go(), entries, [
    "clientId",
    "status",
    "order",
  ]);
}

/** How long a follow-up takes with the right code and with a wrong one (the floor hides which). */
async function followUpTimes(code: string) {
  const timed = async (typed: string) => {
    const samples: number[] = [];
    for (let round = 0; round < reads; round++) {
      const started = performance.now();
      await refusal(() => followUp(typed));
      samples.push(performance.now() - started);
    }
    return summarize(samples);
  };
  const wrong = `${code.slice(0, -4)}AAAA` === code ? `${code.slice(0, -4)}BBBB` : `${code.slice(0, -4)}AAAA`;
  return { right: await timed(code), wrong: await timed(wrong) };
}

/**
 * Issue 33: the recipients' pages cost a fixed number of DynamoDB calls with 100 and with 10,000
 * reports in the company, and a follow-up takes as long with a wrong code as with the right one.
 * Core services timed directly against DynamoDB Local; figures only.
 */
export const noSilentSuite: Suite = {
  id: "noSilent",
  order: 154,
  title: "Don't be silent: the recipients' inbox and a report's page with 100 and 10,000 reports; follow-up timing",
  async run(context: BenchContext): Promise<string> {
    const runtime = await benchRuntime(context);
    const results = readsBySize("reports", reads);
    let code = "";
    for (const size of [100, bigCompany]) {
      const tenantId = await ensureTestTenant();
      const [adminId, reporterId] = await benchPeople(tenantId, 2, `bn${size}`, ["no_silent"]);
      const admin = person(tenantId, adminId!, true);
      const reporter = person(tenantId, reporterId!);
      context.log(`noSilent: ${size.toLocaleString("en")} reports`);
      for (let index = 0; index < waiting; index++) {
        const sent = await sendReport(reporter, report(index));
        if (sent.anonymous) code = sent.code;
      }
      const [newest] = (await listReports(admin, tenantId, { limit: 1 })).items;
      const { data: template } = await db()
        .entities.noSilentReport.get({ clientId: tenantId, reportId: newest!._id })
        .go();
      await resolvedReports(tenantId, template!, size - waiting);
      await runtime.bus.drain(); // the search indexing and notices of what was sent, before counting
      await results.measure(size, [
        ["inbox page (all)", () => listReports(admin, tenantId, { limit: 20 })],
        ["inbox page (received)", () => listReports(admin, tenantId, { status: "received", limit: 20 })],
        ["report page", () => getReport(admin, newest!._id)],
      ]);
    }
    const times = await followUpTimes(code);
    return [
      `Core services against DynamoDB Local, ${reads} reads each after a warm-up; calls counted on one read.`,
      `${waiting} received reports in both companies; the rest are resolved copies written straight to the table.`,
      "",
      results.table(),
      "",
      table(
        ["Follow-up", "p50", "mean", "p95", "min"],
        [
          ["right code", ms(times.right.p50), ms(times.right.mean), ms(times.right.p95), ms(times.right.min)],
          ["wrong code", ms(times.wrong.p50), ms(times.wrong.mean), ms(times.wrong.p95), ms(times.wrong.min)],
        ],
      ),
      "",
      "Each recipient's read first learns whether they receive reports (the setting: one GetItem; their",
      "access profile when recipients are chosen). The whole inbox is one Query of the company's reports,",
      "newest day first; a status page is one Query of that status's entries and one BatchGet of their",
      "reports; a report's page is its one item. A follow-up answers no sooner than its floor, found or",
      "not, so the two rows of the second table must not differ beyond noise.",
      "",
      `Target (issue 33): fixed calls whatever the company holds — ${results.verdict(["inbox page (all)", "inbox page (received)", "report page"])}; follow-up p50 right ${ms(times.right.p50)} vs wrong ${ms(times.wrong.p50)}.`,
    ].join("\n");
  },
};
