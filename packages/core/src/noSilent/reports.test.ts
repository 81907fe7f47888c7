import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { sendReportBodySchema, type SendReportBody } from "@intranet/contracts/noSilent";
import * as z from "zod/mini";
import { listNotifications } from "../notifications";
import { config } from "../platform";
import { captureEvents, capture } from "../testing/capture";
import { recordDynamoWrites } from "../testing/dynamo-calls";
import { gradientPng } from "../testing/png";
import { member, type Member } from "../users/test-support";
import { ensureTestTenant } from "../testing/actors";
import { db } from "./entities";
import { followUp, followUpFile, followUpMessage } from "./follow-up";
import { saveReportSettings, reportSettings } from "./recipients";
import { getReport, listReports, myReports, setReportStatus, writeInReport } from "./reports";
import { sendReport } from "./send";
import { handleReportEvent } from "./subscriber";
import { jpegWithExif, reportsFixture, type ReportsFixture } from "./test-support";

const events = captureEvents();
const code = async (work: () => Promise<unknown>) => (await capture(work)).code;
const body = (input: Record<string, unknown>): SendReportBody => z.parse(sendReportBodySchema, input);
const file = (name: string, contentType: string, bytes: Uint8Array) => ({
  name,
  contentType,
  data: Buffer.from(bytes).toString("base64"),
});
const reportsIn = async (clientId: string) =>
  (await db().entities.noSilentReport.query.byDay({ clientId }).go({ pages: "all" })).data.length;
const notes = async (who: Member) =>
  JSON.stringify(
    await listNotifications(
      who.actor,
      { client_id: who.tenantId, section: "other", user_id: who.userId, time: { before: "now" as const } },
      {},
    ),
  );
/** Delivers the events published since `from` to the module's subscriber, as the bus would. */
const deliver = async (from: number) => {
  for (const event of events.slice(from))
    await handleReportEvent(event.type, { ...(event.detail as object), tenantId: event.tenantId });
};

let c: ReportsFixture;
beforeAll(async () => {
  c = await reportsFixture();
});
afterEach(() => vi.restoreAllMocks());

describe("sending a report (rules spec §5)", () => {
  it("needs a name or the anonymous choice, and a description; bad files are refused; nothing is written", async () => {
    const before = await reportsIn(c.tenantId);
    // The body's own rules answer their codes at the API's door (400), before any service runs.
    const refused = (input: Record<string, unknown>) =>
      z.safeParse(sendReportBodySchema, input).error?.issues[0]?.message;
    expect(refused({ anonymous: false, description: "x" })).toBe("reports.name_or_anonymous");
    expect(refused({ anonymous: false, name: "  ", description: "x" })).toBe("reports.name_or_anonymous");
    expect(refused({ anonymous: true, description: "  " })).toBe("reports.description_required");
    const png = gradientPng(3, 3);
    const tooMany = Array.from({ length: 4 }, (_, index) => file(`p${index}.png`, "image/png", png));
    expect(refused({ anonymous: true, description: "x", files: tooMany })).toBe("reports.too_many_files");
    expect(
      refused({
        anonymous: true,
        description: "x",
        files: [{ ...file("a.gif", "image/png", png), contentType: "image/gif" }],
      }),
    ).toBe("reports.bad_file_type");
    const lying = body({ anonymous: true, description: "x", files: [file("scan.pdf", "application/pdf", png)] });
    expect(await code(() => sendReport(c.reporter.actor, lying))).toBe("reports.bad_file");
    const broken = body({ anonymous: true, description: "x", files: [file("p.jpg", "image/jpeg", png)] });
    expect(await code(() => sendReport(c.reporter.actor, broken))).toBe("reports.bad_file");
    expect(await reportsIn(c.tenantId)).toBe(before);
  });

  it("keeps no trace of an anonymous sender: not in what it writes, the file, the events or the logs", async () => {
    const secrets = [c.reporter.userId, "Rita", "Reporter", c.reporter.login];
    const logs: string[] = [];
    for (const level of ["log", "info", "warn", "error", "debug"] as const)
      vi.spyOn(console, level).mockImplementation((...args: unknown[]) => void logs.push(args.map(String).join(" ")));
    const writes = recordDynamoWrites();
    const from = events.length;
    const sentAt = new Date();
    const sent = await sendReport(
      c.reporter.actor,
      body({
        anonymous: true,
        description: "The warehouse fire exit is locked at night.",
        files: [file("exit.jpg", "image/jpeg", jpegWithExif("Rita Reporter"))],
      }),
    );
    writes.stop();
    vi.restoreAllMocks();
    if (!sent.anonymous) throw new Error("anonymous expected");

    // Everything written to the table: no person, no login, no time finer than the day.
    const written = writes.writes.join("\n");
    expect(written.length).toBeGreaterThan(0);
    for (const secret of secrets) expect(written).not.toContain(secret);
    expect(written).not.toMatch(/\d{4}-\d\d-\d\dT\d\d:\d\d/);
    expect(written).not.toContain(sent.code.replace(/-/g, "")); // the code itself is kept nowhere
    expect(written).toContain(sentAt.toISOString().slice(0, 10));

    // The kept picture: no metadata, no EXIF.
    const report = (
      await db().entities.noSilentReport.query.byDay({ clientId: c.tenantId }).go({ pages: "all" })
    ).data.find((item) => item.description.startsWith("The warehouse"))!;
    const kept = (report.files as Array<{ key: string }>)[0]!;
    const { s3, GetObjectCommand } = await import("../platform/s3-sdk");
    const object = await s3().send(new GetObjectCommand({ Bucket: config.bucketName(), Key: kept.key }));
    expect(object.Metadata ?? {}).toEqual({});
    const bytes = Buffer.from(await object.Body!.transformToByteArray());
    for (const secret of ["Rita Reporter", "GPS"]) expect(bytes.includes(secret)).toBe(false);
    expect(kept.key).not.toContain(c.reporter.userId);

    // The bus events name the report only; nothing was logged about anyone.
    const published = JSON.stringify(events.slice(from));
    expect(published).toContain(report.reportId);
    for (const secret of secrets) expect(published).not.toContain(secret);
    for (const secret of secrets) expect(logs.join("\n")).not.toContain(secret);
  });
});

describe("the follow-up code", () => {
  it("is 160 random bits; a wrong code takes as long as a right one and opens nothing", async () => {
    const sent = await sendReport(c.reporter.actor, body({ anonymous: true, description: "Timesheets are altered." }));
    if (!sent.anonymous) throw new Error("anonymous expected");
    expect(sent.code).toMatch(/^([0-9A-HJKMNP-TV-Z]{4}-){7}[0-9A-HJKMNP-TV-Z]{4}$/);
    const other = await sendReport(c.reporter.actor, body({ anonymous: true, description: "Again." }));
    expect(other.anonymous && other.code).not.toBe(sent.code);

    const timed = async (run: () => Promise<unknown>) => {
      const started = performance.now();
      const outcome = await capture(run);
      return { ...outcome, ms: performance.now() - started };
    };
    const right = await timed(() => followUp(sent.code.toLowerCase().replace(/-/g, " ")));
    const wrong = await timed(() => followUp(sent.code.replace(/^./, (first) => (first === "A" ? "B" : "A"))));
    expect(right.value).toMatchObject({ description: "Timesheets are altered.", status: "received" });
    expect(wrong.code).toBe("reports.code_not_found");
    // Both wait for the same floor, so the lookup's own time does not show.
    expect(right.ms).toBeGreaterThanOrEqual(290);
    expect(wrong.ms).toBeGreaterThanOrEqual(290);
  });

  it("is a two-way channel: the recipients answer and move it, the reporter reads and adds, nobody is named", async () => {
    const from = events.length;
    const sent = await sendReport(
      c.reporter.actor,
      body({
        anonymous: true,
        description: "Overtime is not paid.",
        files: [file("p.png", "image/png", gradientPng(4, 4))],
      }),
    );
    if (!sent.anonymous) throw new Error("anonymous expected");
    // No recipients chosen: the admins receive it; the reporter is never notified.
    await deliver(from);
    expect(await notes(c.admin)).toContain("report.received");
    expect(await notes(c.reporter)).not.toContain("report.");

    const inbox = await listReports(c.admin.actor, c.tenantId, { limit: 20 });
    const summary = inbox.items.find((item) => item.excerpt === "Overtime is not paid.")!;
    expect(summary).toMatchObject({ anonymous: true, status: "received", filesCount: 1 });
    expect(JSON.stringify(summary)).not.toContain(c.reporter.userId);
    const seen = await getReport(c.admin.actor, summary._id);
    expect(seen.authorId).toBeUndefined();

    const moved = await setReportStatus(c.admin.actor, summary._id, {
      status: "in_review",
      comment: "We are checking the payroll.",
      revision: seen.revision,
    });
    expect(
      await code(() => setReportStatus(c.admin.actor, summary._id, { status: "resolved", revision: seen.revision })),
    ).toBe("reports.already_changed");
    await writeInReport(c.admin.actor, summary._id, "Which month was it?");
    const read = await followUpMessage(sent.code, "October and November.");
    expect(read.status).toBe("in_review");
    expect(read.statuses.at(-1)).toEqual({
      status: "in_review",
      day: expect.any(String),
      comment: "We are checking the payroll.",
    });
    expect(read.messages.map((message) => [message.from, message.text])).toEqual([
      ["recipient", "Which month was it?"],
      ["reporter", "October and November."],
    ]);
    expect(JSON.stringify(read)).not.toContain(c.admin.userId);
    expect((await followUpFile(sent.code, read.files[0]!.id)).url).toContain("http");

    const after = await getReport(c.admin.actor, summary._id);
    expect(after.revision).toBe(moved.revision + 2);
    expect(after.messages[0]).toMatchObject({ from: "recipient", authorId: c.admin.userId });
    expect(after.messages[1]).toEqual({ from: "reporter", text: "October and November.", day: expect.any(String) });
  });

  it("loses no message when the reporter and a recipient write at once", async () => {
    const sent = await sendReport(c.reporter.actor, body({ anonymous: true, description: "Race." }));
    if (!sent.anonymous) throw new Error("anonymous expected");
    const id = (await listReports(c.admin.actor, c.tenantId, { limit: 50 })).items.find(
      (item) => item.excerpt === "Race.",
    )!._id;
    await Promise.all([
      ...Array.from({ length: 4 }, (_, index) => followUpMessage(sent.code, `reporter ${index}`)),
      ...Array.from({ length: 4 }, (_, index) => writeInReport(c.admin.actor, id, `recipient ${index}`)),
    ]);
    const texts = (await getReport(c.admin.actor, id)).messages.map((message) => message.text).sort();
    expect(texts).toEqual([0, 1, 2, 3].flatMap((index) => [`recipient ${index}`, `reporter ${index}`]).sort());
  });
});

describe("who reads reports", () => {
  it("the chosen recipients and the admins; a named report's author reads their own; nobody else", async () => {
    expect(await code(() => saveReportSettings(c.compliance.actor, c.tenantId, { recipients: [] }))).toBe(
      "reports.no_access",
    );
    await saveReportSettings(c.admin.actor, c.tenantId, {
      recipients: [{ kind: "users", userIds: [c.compliance.userId] }],
    });
    expect((await reportSettings(c.compliance.actor, c.tenantId)).recipient).toBe(true);
    expect((await reportSettings(c.colleague.actor, c.tenantId)).recipient).toBe(false);

    const from = events.length;
    const sent = await sendReport(
      c.reporter.actor,
      body({ anonymous: false, name: "Rita Reporter", description: "A named one." }),
    );
    if (sent.anonymous) throw new Error("named expected");
    await deliver(from);
    expect(await notes(c.compliance)).toContain("report.received");

    expect((await getReport(c.compliance.actor, sent.reportId)).name).toBe("Rita Reporter");
    expect((await getReport(c.reporter.actor, sent.reportId)).can.answer).toBe(false);
    expect((await myReports(c.reporter.actor, c.tenantId, { limit: 20 })).items.map((item) => item._id)).toContain(
      sent.reportId,
    );
    expect(await code(() => getReport(c.colleague.actor, sent.reportId))).toBe("reports.not_found");
    expect(await code(() => listReports(c.colleague.actor, c.tenantId, { limit: 20 }))).toBe("reports.no_access");

    // An answer notifies the named author; another tenant's admin finds nothing.
    const answeredFrom = events.length;
    const report = await getReport(c.compliance.actor, sent.reportId);
    await setReportStatus(c.compliance.actor, sent.reportId, {
      status: "resolved",
      comment: "Fixed.",
      revision: report.revision,
    });
    await deliver(answeredFrom);
    expect(await notes(c.reporter)).toContain("report.answered");
    const stranger = await member(await ensureTestTenant(), { role: "admin" });
    expect(await code(() => getReport(stranger.actor, sent.reportId))).toBe("reports.not_found");
    expect(await code(() => listReports(stranger.actor, c.tenantId, { limit: 20 }))).toBe("common.no_access");

    // The inbox's status pages read each status's own entries: the move took the report along.
    const inStatus = async (status: "received" | "resolved") =>
      (await listReports(c.compliance.actor, c.tenantId, { status, limit: 50 })).items.map((item) => item._id);
    expect(await inStatus("resolved")).toContain(sent.reportId);
    expect(await inStatus("received")).not.toContain(sent.reportId);
    const { data: entries } = await db()
      .entities.noSilentReportByStatus.query.byStatus({ clientId: c.tenantId, status: "received" })
      .go({ pages: "all" });
    expect(entries.map((entry) => entry.itemId)).not.toContain(sent.reportId);
  });
});
