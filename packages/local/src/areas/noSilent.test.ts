import { beforeAll, describe, expect, it, vi } from "vitest";
import type { FollowUpView, ReportPage, ReportView } from "@intranet/contracts/noSilent";
import { syncPeople } from "@intranet/core/audiences";
import { gradientPng, recordDynamoWrites } from "@intranet/core/testing";
import { member, type Member } from "@intranet/core/users/test-support";
import { useTestApi, type Caller, type TestApi } from "../testing/api";
import { expectError, ok } from "../testing/expect-http";
import { ensureTestTenant, tokenFor } from "../testing/tokens";

/**
 * "Don't be silent" over HTTP with the real bus: an employee reports anonymously with a picture;
 * the recipients (the admins, then a chosen compliance officer) read, answer and move it; the
 * reporter follows up with the code alone, with no token; who sees what for the reporter, a
 * recipient, an outsider, an admin, a superadmin in the workspace and another tenant.
 */
const api = useTestApi();
const as: TestApi["as"] = (...args) => api.as(...args);

let tenantId: string;
let admin: Member, reporter: Member, outsider: Member, compliance: Member, noRight: Member, stranger: Member;
let superadmin: Caller;

beforeAll(async () => {
  tenantId = await ensureTestTenant();
  const rights = { rights: ["no_silent" as const] };
  [admin, reporter, outsider, compliance, noRight] = await Promise.all([
    member(tenantId, { role: "admin", profile: { firstName: "Ada", lastName: "Admin" } }),
    member(tenantId, { ...rights, profile: { firstName: "Rita", lastName: "Reporter" } }),
    member(tenantId, { ...rights, profile: { firstName: "Otto", lastName: "Outsider" } }),
    member(tenantId, { ...rights, profile: { firstName: "Cora", lastName: "Compliance" } }),
    member(tenantId, { profile: { firstName: "No", lastName: "Right" } }),
  ]);
  stranger = await member(await ensureTestTenant(), { role: "admin" });
  superadmin = { token: (await tokenFor({ role: "superadmin" })).token, tenantId };
  await syncPeople(
    tenantId,
    [admin, reporter, outsider, compliance].map((person) => person.userId),
  );
});

const picture = { name: "exit.png", contentType: "image/png", data: gradientPng(8, 8).toString("base64") };
const notes = async (who: Member) =>
  JSON.stringify(await ok(as(who, "GET", `/api/notification/${tenantId}/other/${who.userId}/now`)));
const followUp = (code: string) => api.call("POST", "/api/report_violation/follow_up", { body: { code } });

describe("Don't be silent over HTTP", () => {
  let code: string;
  let reportId: string;

  it("takes an anonymous report with a picture and writes nothing that names the sender", async () => {
    expectError(
      await as(reporter, "POST", "/api/user/send_viol_report", { body: { anonymous: false, description: "x" } }),
      400,
      "common.validation",
    );
    expectError(
      await as(noRight, "POST", "/api/user/send_viol_report", { body: { anonymous: true, description: "x" } }),
      403,
      "common.no_access",
    );
    expectError(
      await as(superadmin, "POST", "/api/user/send_viol_report", { body: { anonymous: true, description: "x" } }),
      403,
      "reports.no_access",
    );

    const logs: string[] = [];
    for (const level of ["log", "info", "warn", "error", "debug"] as const)
      vi.spyOn(console, level).mockImplementation((...args: unknown[]) => void logs.push(args.map(String).join(" ")));
    const writes = recordDynamoWrites();
    let sent: { anonymous: true; code: string };
    try {
      sent = await ok(
        as(reporter, "POST", "/api/user/send_viol_report", {
          body: { anonymous: true, description: "The fire exit in hall B is locked at night.", files: [picture] },
        }),
        201,
      );
    } finally {
      writes.stop();
      vi.restoreAllMocks();
    }
    code = sent.code;
    expect(code).toMatch(/^[0-9A-Z]{4}(-[0-9A-Z]{4}){7}$/);
    // The whole request path, sign-in check included, wrote nothing about the sender, nor the time.
    const written = writes.writes.join("\n");
    expect(written).toContain("noSilentReport"); // the gateway's writes were seen
    for (const secret of [reporter.userId, reporter.login, "Rita", "Reporter"]) {
      expect(written).not.toContain(secret);
      expect(logs.join("\n")).not.toContain(secret);
    }
    expect(written).not.toMatch(/\d{4}-\d\d-\d\dT\d\d:\d\d/);
    await api.bus.drain();
  });

  it("lets the reporter follow up with the code alone, and a wrong code opens nothing", async () => {
    const read: FollowUpView = await ok(followUp(code.toLowerCase()));
    expect(read).toMatchObject({ anonymous: true, status: "received", description: expect.stringContaining("hall B") });
    expect(read.files).toHaveLength(1);
    expectError(await followUp("0000-0000-0000-0000-0000-0000-0000-0000"), 404, "reports.code_not_found");
    expectError(await api.call("POST", "/api/report_violation/follow_up", { body: {} }), 400, "common.validation");
    const link = await ok(
      api.call("POST", "/api/report_violation/follow_up/file", { body: { code, file: read.files[0]!.id } }),
    );
    const download = await fetch(link.url);
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer()).equals(gradientPng(8, 8))).toBe(true);
  });

  it("reaches the admins when no recipients are chosen; only they and recipients read it", async () => {
    expect(await notes(admin)).toContain("report.received");
    expect(await notes(reporter)).not.toContain("report.");
    const inbox: ReportPage = await ok(as(admin, "GET", `/api/report_violation/reports/${tenantId}`));
    reportId = inbox.items.find((item) => item.excerpt.includes("hall B"))!._id;
    const view: ReportView = await ok(as(admin, "GET", `/api/report_violation/report/${reportId}`));
    expect(view.authorId).toBeUndefined();
    expect(JSON.stringify(view)).not.toContain(reporter.userId);
    // The superadmin inside the workspace reads as an admin does; nobody else finds it.
    expect((await ok(as(superadmin, "GET", `/api/report_violation/report/${reportId}`))).can.answer).toBe(true);
    expectError(await as(outsider, "GET", `/api/report_violation/reports/${tenantId}`), 403, "reports.no_access");
    expectError(await as(outsider, "GET", `/api/report_violation/report/${reportId}`), 404, "reports.not_found");
    expectError(await as(reporter, "GET", `/api/report_violation/report/${reportId}`), 404, "reports.not_found");
    expectError(await as(stranger, "GET", `/api/report_violation/report/${reportId}`), 404, "reports.not_found");
    expectError(await as(stranger, "GET", `/api/report_violation/reports/${tenantId}`), 403, "common.no_access");
  });

  it("is answered and moved by a chosen recipient; the reporter reads it and writes back, unnamed", async () => {
    expectError(
      await as(outsider, "PUT", `/api/report_violation/settings/${tenantId}`, { body: { recipients: [] } }),
      403,
      "common.no_access",
    );
    await ok(
      as(admin, "PUT", `/api/report_violation/settings/${tenantId}`, {
        body: { recipients: [{ kind: "users", userIds: [compliance.userId] }] },
      }),
    );
    expect((await ok(as(compliance, "GET", `/api/report_violation/settings/${tenantId}`))).recipient).toBe(true);
    expect((await ok(as(outsider, "GET", `/api/report_violation/settings/${tenantId}`))).recipient).toBe(false);

    const seen: ReportView = await ok(as(compliance, "GET", `/api/report_violation/report/${reportId}`));
    const moved: ReportView = await ok(
      as(compliance, "POST", `/api/report_violation/report/${reportId}/status`, {
        body: { status: "in_review", comment: "Facilities are checking hall B.", revision: seen.revision },
      }),
    );
    expect(moved.status).toBe("in_review");
    expectError(
      await as(compliance, "POST", `/api/report_violation/report/${reportId}/status`, {
        body: { status: "resolved", revision: seen.revision },
      }),
      409,
      "reports.already_changed",
    );
    expectError(
      await as(outsider, "POST", `/api/report_violation/report/${reportId}/message`, { body: { text: "hi" } }),
      404,
      "reports.not_found",
    );
    await ok(
      as(compliance, "POST", `/api/report_violation/report/${reportId}/message`, { body: { text: "Which night?" } }),
    );

    const wrote: FollowUpView = await ok(
      api.call("POST", "/api/report_violation/follow_up/message", {
        body: { code, text: "Every night since Monday." },
      }),
    );
    expect(wrote.statuses.at(-1)).toMatchObject({ status: "in_review", comment: "Facilities are checking hall B." });
    expect(wrote.messages.map((message) => message.from)).toEqual(["recipient", "reporter"]);
    expect(JSON.stringify(wrote)).not.toContain(compliance.userId);
    await api.bus.drain();
    expect(await notes(compliance)).toContain("report.reporter_wrote");
  });

  it("is found in search by its recipients only, by its words and their answers", async () => {
    await api.bus.drain();
    const search = async (who: Member | Caller, words: string) =>
      JSON.stringify(await ok(as(who, "GET", `/api/search?q=${encodeURIComponent(words)}`)));
    for (const recipient of [compliance, admin, superadmin]) {
      expect(await search(recipient, "hall B")).toContain(reportId);
      expect(await search(recipient, "Facilities checking")).toContain(reportId);
    }
    for (const other of [reporter, outsider, stranger]) expect(await search(other, "hall B")).not.toContain(reportId);
  });

  it("keeps a named report in its author's list and tells them of an answer", async () => {
    const sent = await ok(
      as(reporter, "POST", "/api/user/send_viol_report", {
        body: { anonymous: false, name: "Rita Reporter", description: "My manager shouts at the team." },
      }),
      201,
    );
    expect(sent).toEqual({ anonymous: false, reportId: expect.any(String) });
    const mine: ReportPage = await ok(as(reporter, "GET", `/api/report_violation/mine/${tenantId}`));
    expect(mine.items.map((item) => item._id)).toEqual([sent.reportId]);
    const view: ReportView = await ok(as(reporter, "GET", `/api/report_violation/report/${sent.reportId}`));
    expect(view).toMatchObject({ authorId: reporter.userId, name: "Rita Reporter", can: { answer: false } });
    expectError(
      await as(reporter, "POST", `/api/report_violation/report/${sent.reportId}/status`, {
        body: { status: "resolved", revision: view.revision },
      }),
      403,
      "reports.no_access",
    );
    await ok(
      as(compliance, "POST", `/api/report_violation/report/${sent.reportId}/status`, {
        body: { status: "in_review", comment: "HR will talk to you.", revision: view.revision },
      }),
    );
    await api.bus.drain();
    expect(await notes(reporter)).toContain("report.answered");
  });
});
