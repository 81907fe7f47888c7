import { beforeAll, describe, expect, it } from "vitest";
import type {
  AiCompanyDataView,
  CompanyIntegrationsView,
  DataInventoryView,
  MaintenanceRunView,
} from "@intranet/contracts/admin";
import type { JournalPage } from "@intranet/contracts/journal";
import { member, type Member } from "@intranet/core/users/test-support";
import { useTestApi, type Caller, type TestApi } from "../testing/api";
import { expectError, ok } from "../testing/expect-http";
import { ensureTestTenant, tokenFor } from "../testing/tokens";
import { sheetRows } from "../testing/xlsx";
import { useScheduler } from "@intranet/core/scheduler";
import { LocalScheduler } from "../scheduler/local-scheduler";

/**
 * Administration over HTTP: the company's menu, AI data, integrations and the test mail, and the
 * journal they land in, as the company's admin, an employee (refused), the superadmin inside and
 * outside the workspace, and another company's admin (refused).
 */
const api = useTestApi();
const as: TestApi["as"] = (...args) => api.as(...args);

describe("administration and its journal", () => {
  let tenantId: string;
  let admin: Member, employee: Member, stranger: Member;
  let superadminIn: Caller, superadminOut: { token: string };

  beforeAll(async () => {
    tenantId = await ensureTestTenant();
    [admin, employee] = await Promise.all([
      member(tenantId, { role: "admin", profile: { firstName: "Ann", lastName: "Lee" } }),
      member(tenantId),
    ]);
    stranger = await member(await ensureTestTenant(), { role: "admin" });
    const root = await tokenFor({ role: "superadmin" });
    superadminIn = { token: root.token, tenantId };
    superadminOut = { token: root.token };
  });

  const journal = (query = "") => ok(as(admin, "GET", `/api/journal/${tenantId}${query}`)) as Promise<JournalPage>;

  it("sets the menu, AI data and integrations for admins only, each change journaled", async () => {
    const menu = {
      menuNames: { groups: { en: "Teams", ru: "Команды" } },
      menuOrder: ["groups"],
      menuHidden: ["ideas"],
    };
    const client = await ok(as(admin, "PUT", `/api/clients/${tenantId}/interface`, { body: menu }));
    expect(client.design).toMatchObject({ menuOrder: ["groups"], menuHidden: ["ideas"] });
    expect(client.design.menuNames.groups).toEqual({ en: "Teams", ru: "Команды" });
    // Everyone of the company reads the menu with their company.
    expect((await ok(as(employee, "GET", `/api/clients/${tenantId}`))).design.menuHidden).toEqual(["ideas"]);
    expectError(
      await as(admin, "PUT", `/api/clients/${tenantId}/interface`, { body: { menuOrder: ["casino"] } }),
      400,
      "admin.menu_key_unknown",
    );
    expectError(
      await as(employee, "PUT", `/api/clients/${tenantId}/interface`, { body: menu }),
      403,
      "common.no_access",
    );
    expectError(
      await as(stranger, "PUT", `/api/clients/${tenantId}/interface`, { body: menu }),
      403,
      "common.no_access",
    );

    const ai: AiCompanyDataView = await ok(
      as(admin, "PUT", `/api/clients/${tenantId}/ai`, { body: { mission: "Tea for all", tone: "warm" } }),
    );
    expect(ai).toMatchObject({ client_id: tenantId, mission: "Tea for all", tone: "warm" });
    expect(await ok(as(superadminIn, "GET", `/api/clients/${tenantId}/ai`))).toMatchObject({ mission: "Tea for all" });
    expectError(await as(employee, "GET", `/api/clients/${tenantId}/ai`), 403, "common.no_access");
    expectError(await as(stranger, "GET", `/api/clients/${tenantId}/ai`), 403, "common.no_access");
    expectError(
      await as(admin, "PUT", `/api/clients/${tenantId}/ai`, { body: { mission: "x", secret: "y" } }),
      400,
      "common.validation",
    );

    const hrm = { url: "https://hr.example.test/1c", login: "svc", password: "s3cret-pass" };
    expectError(
      await as(admin, "PUT", `/api/clients/${tenantId}/integrations`, { body: { hrm } }),
      400,
      "admin.hrm_tax_id_required",
    );
    await ok(as(admin, "PUT", `/api/clients/${tenantId}/company`, { body: { taxId: "7707083893" } }));
    const linked: CompanyIntegrationsView = await ok(
      as(admin, "PUT", `/api/clients/${tenantId}/integrations`, {
        body: { hrm, mailing: { service: "sendsay", login: "news", apiKey: "key-123456" } },
      }),
    );
    expect(linked).toEqual({
      client_id: tenantId,
      hrm: { url: hrm.url, login: "svc", passwordSet: true },
      mailing: { service: "sendsay", login: "news", apiKeySet: true },
    });
    const read = await as(admin, "GET", `/api/clients/${tenantId}/integrations`);
    expect(read.text).not.toContain("s3cret");
    expect(read.text).not.toContain("key-123456");
    expectError(
      await as(admin, "PUT", `/api/clients/${tenantId}/integrations`, {
        body: { hrm: { url: "ftp://hr", login: "svc" } },
      }),
      400,
      "common.validation",
    );

    const entries = (await journal()).entries;
    expect(entries.map((entry) => entry.action)).toEqual([
      "company.integrations",
      "company.card",
      "superadmin.enter", // reading the AI data inside the workspace
      "company.ai",
      "company.interface",
    ]);
    expect(JSON.stringify(entries)).not.toMatch(/s3cret|key-123456/);
    expect(entries[4]!.actor).toMatchObject({ userId: admin.userId, firstName: "Ann", superadmin: false });
  });

  it("sends a test mail to the caller or the address given, and journals it", async () => {
    const sent = await ok(as(admin, "POST", `/api/clients/${tenantId}/mail_test`, { body: {} }));
    expect(sent.to).toBe(admin.email);
    expect(api.outbox.lastTo(admin.email)?.subject).toContain(sent.messageId);
    const other = await ok(
      as(admin, "POST", `/api/clients/${tenantId}/mail_test`, { body: { to: "it@example.test" } }),
    );
    expect(api.outbox.lastTo("it@example.test")?.subject).toContain(other.messageId);
    expectError(await as(employee, "POST", `/api/clients/${tenantId}/mail_test`), 403, "common.no_access");
    const tests = await journal("?action=mail.test");
    expect(tests.entries.map((entry) => entry.target?.label)).toEqual(["it@example.test", admin.email]);
  });

  it("reads the journal by section and page; the superadmin's visit is on it; others are refused", async () => {
    await ok(as(superadminIn, "GET", `/api/journal/${tenantId}/section/company`));
    const access = await journal("/section/access");
    expect(access.entries.map((entry) => [entry.action, entry.actor.superadmin])).toEqual([["superadmin.enter", true]]);
    const first = await journal("?limit=2");
    expect(first.entries).toHaveLength(2);
    const next = await journal(`?limit=2&cursor=${first.cursor}`);
    expect(next.entries[0]!.at <= first.entries[1]!.at).toBe(true);
    // The superadmin reads it from the clients screen too (outside the workspace).
    await ok(api.call("GET", `/api/journal/${tenantId}`, { token: superadminOut.token }));
    expectError(await as(employee, "GET", `/api/journal/${tenantId}`), 403, "common.no_access");
    expectError(await as(stranger, "GET", `/api/journal/${tenantId}`), 403, "common.no_access");
    expectError(await as(admin, "GET", `/api/journal/${tenantId}/section/casino`), 400, "common.validation");
    expectError(
      await as(admin, "GET", `/api/journal/${tenantId}?from=2026-02-02&to=2026-01-01`),
      400,
      "journal.period_invalid",
    );
  });

  it("exports the journal to Excel in the reader's language", async () => {
    const started = await ok(as(admin, "GET", `/api/journal/${tenantId}/export?lang=ru&section=company`), 202);
    expect(started).toMatchObject({ status: "running", kind: "journal" });
    await api.bus.drain();
    const done = await ok(as(admin, "GET", `/api/export/${started._id}`));
    expect(done.status).toBe("done");
    const rows = await sheetRows(done.url);
    expect(rows[0]![1]).toBe("Раздел");
    expect(rows.slice(1).map((row) => row[2])).toEqual([
      "Изменение интеграций",
      "Изменение карточки компании",
      "Изменение данных компании для ИИ",
      "Изменение меню",
    ]);
    expectError(await as(employee, "GET", `/api/journal/${tenantId}/export`), 403, "common.no_access");
  });

  it("runs a service task as its job, one at a time, and shows its outcome", async () => {
    useScheduler(new LocalScheduler()); // the job runs in this process, as `npm start` runs it
    const path = `/api/clients/${tenantId}/maintenance`;
    const queued = await ok(as(admin, "POST", `${path}/resyncDirectory`), 202);
    expect(queued).toMatchObject({ task: "resyncDirectory", status: "queued" });
    expectError(await as(employee, "POST", `${path}/reindexSearch`), 403, "common.no_access");
    expectError(await as(stranger, "GET", path), 403, "common.no_access");
    expectError(await as(admin, "POST", `${path}/formatDisk`), 400, "common.validation");
    let run = queued;
    for (let tries = 0; tries < 100 && (run.status === "queued" || run.status === "running"); tries++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      run = (await ok(as(superadminIn, "GET", path))).runs.find(
        (item: { runId: string }) => item.runId === queued.runId,
      );
    }
    expect(run).toMatchObject({ status: "done", result: { changed: expect.any(Number) } });
    expect((await journal("?action=maintenance.run")).entries[0]).toMatchObject({ detail: "resyncDirectory" });
  });

  /** Polls the company's runs until `runId` has ended. */
  async function ended(runId: string): Promise<MaintenanceRunView> {
    for (let tries = 0; tries < 200; tries++) {
      const { runs } = await ok(as(superadminIn, "GET", `/api/clients/${tenantId}/maintenance`));
      const run = (runs as MaintenanceRunView[]).find((item) => item.runId === runId);
      if (run && run.status !== "queued" && run.status !== "running") return run;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`run ${runId} did not end`);
  }

  it("counts the company's data, lists unreferenced files, and deletes a collection confirmed by the workspace's name", async () => {
    useScheduler(new LocalScheduler());
    const dataPath = `/api/clients/${tenantId}/data`;
    expect(await ok(as(admin, "GET", dataPath))).toMatchObject({ inventory: null, storage: { filesCount: 0 } });
    const counting = await ok(as(admin, "POST", `/api/clients/${tenantId}/maintenance/takeInventory`), 202);
    expect(await ended(counting.runId)).toMatchObject({ status: "done", result: { items: expect.any(Number) } });
    const data: DataInventoryView = await ok(api.call("GET", dataPath, { token: superadminOut.token }));
    const users = data.inventory!.collections.find((collection) => collection.name === "users");
    expect(users).toMatchObject({ module: "users", deletable: false });
    expect(users!.items).toBeGreaterThanOrEqual(2);
    expect(data.inventory!.collections.find((collection) => collection.name === "polls")).toMatchObject({
      deletable: true,
    });
    for (const caller of [employee, stranger]) expectError(await as(caller, "GET", dataPath), 403, "common.no_access");

    const hanged = `/api/clients/hangedFilesByClient/${tenantId}`;
    expect(await ok(as(admin, "GET", hanged))).toMatchObject({ takenAt: data.inventory!.takenAt, files: [] });
    expectError(await as(stranger, "GET", hanged), 403, "common.no_access");
    expectError(
      await as(admin, "POST", `${hanged}/delete`, { body: { fileIds: ["01J00000000000000000000000"] } }),
      409,
      "admin.file_not_unreferenced",
    );
    expectError(await as(admin, "POST", `${hanged}/delete`, { body: { fileIds: [] } }), 400, "common.validation");

    const { workspace } = await ok(as(admin, "GET", `/api/clients/${tenantId}`));
    const polls = `/api/clients/${tenantId}/polls`;
    expectError(await as(admin, "DELETE", polls, { body: { confirm: "not-it" } }), 400, "admin.confirm_mismatch");
    expectError(await as(employee, "DELETE", polls, { body: { confirm: workspace } }), 403, "common.no_access");
    expectError(await as(stranger, "DELETE", polls, { body: { confirm: workspace } }), 403, "common.no_access");
    expectError(
      await as(admin, "DELETE", `/api/clients/${tenantId}/users`, { body: { confirm: workspace } }),
      400,
      "admin.collection_kept",
    );
    expectError(
      await as(admin, "DELETE", `/api/clients/${tenantId}/casino`, { body: { confirm: workspace } }),
      404,
      "admin.collection_unknown",
    );
    const deleting = await ok(
      api.call("DELETE", polls, { token: superadminOut.token, body: { confirm: workspace } }),
      202,
    );
    expect(deleting).toMatchObject({ task: "deleteCollection", collection: "polls" });
    expect(await ended(deleting.runId)).toMatchObject({ status: "done", result: { items: 0, files: 0 } });
    const entry = (await journal("?action=data.delete")).entries[0];
    expect(entry).toMatchObject({ detail: "polls", actor: { superadmin: true }, target: { type: "collection" } });
  });
});
