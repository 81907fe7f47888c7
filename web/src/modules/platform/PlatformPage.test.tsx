import { act, screen, waitFor, within } from "@testing-library/react";
import type { PlatformOverview } from "@intranet/contracts/platform";
import { afterEach, describe, expect, it } from "vitest";
import { setLanguage } from "../../i18n";
import { fakeApi } from "../../test/api";
import { storeSession, userView } from "../../test/fixtures";
import { renderApp } from "../../test/renderApp";
import { cronInWords } from "./schedule";

const GB = 1024 ** 3;

const overview: PlatformOverview = {
  checkedAt: "2026-11-21T10:15:00.000Z",
  tenants: { total: 3, byStatus: { active: 2, blocked: 1, deleting: 0 }, people: 57, peopleUnknown: 1 },
  storage: { usedBytes: 12 * GB, limitBytes: 30 * GB, filesCount: 1234, nearLimit: 1 },
  biggest: [
    {
      clientId: "c1",
      name: "Demo Company",
      workspace: "demo",
      status: "active",
      people: 57,
      usedBytes: 9.5 * GB,
      limitBytes: 10 * GB,
      filesCount: 1200,
      createdAt: "2026-01-01T00:00:00.000Z",
    },
    {
      clientId: "c2",
      name: "Blocked Ltd",
      workspace: "blocked",
      status: "blocked",
      people: null,
      usedBytes: 2.5 * GB,
      limitBytes: 10 * GB,
      filesCount: 34,
      createdAt: "2026-02-01T00:00:00.000Z",
    },
  ],
  health: [
    { check: "table", state: "ok", latencyMs: 3.2 },
    { check: "files", state: "failing", latencyMs: 3000, error: "TimeoutError" },
    { check: "media", state: "ok", latencyMs: 4 },
    { check: "realtime", state: "ok", latencyMs: 5 },
    { check: "mail", state: "not_checked" },
  ],
  jobs: [
    {
      name: "analytics-rebuild",
      schedule: { cron: "40 2 * * *" },
      description: "Rebuilds",
      retries: 2,
      timeoutSeconds: 900,
      onDeploy: false,
    },
    {
      name: "data-migrations",
      schedule: { cron: "47 * * * *" },
      description: "Migrates",
      retries: 2,
      timeoutSeconds: 900,
      onDeploy: true,
    },
    {
      name: "brand-new-job",
      schedule: { cron: "0 */6 * * 1" },
      description: "Does new things",
      retries: 0,
      timeoutSeconds: 60,
      onDeploy: false,
    },
    {
      name: "vacation-reminder",
      schedule: "one-time",
      description: "Warns",
      retries: 2,
      timeoutSeconds: 60,
      onDeploy: false,
    },
  ],
  cost: { tenantQueries: 1, peopleBatchGets: 1 },
};

/** The first page of a file waits for the app's chunks to be transformed (seconds on a busy machine). */
const slow = { timeout: 20_000 };

const root = userView({ _id: "root", client_id: "$platform", roles: ["superadmin"], rights: [] });

function openPlatform() {
  const api = fakeApi({ "GET /api/platform/overview": { body: overview } });
  storeSession(root);
  const app = renderApp("/app");
  return { api, app };
}

afterEach(async () => {
  await act(() => setLanguage("en"));
});

describe("/app (superadmin)", { timeout: 40_000 }, () => {
  it("shows the companies, people, storage, health, the largest companies and the jobs in words", async () => {
    openPlatform();
    await screen.findByRole("heading", { name: "Platform", level: 1 }, slow);
    const companies = (await screen.findByText("Companies", { selector: "dt" })).closest("div")!;
    expect(within(companies).getByText("3")).toBeTruthy();
    expect(within(companies).getByText("2 active, 1 blocked, 0 being deleted")).toBeTruthy();
    expect(screen.getByText("1 company not counted yet")).toBeTruthy();
    expect(screen.getByText("12 GB")).toBeTruthy();

    const health = screen.getByRole("region", { name: "Health" });
    const rows = within(health)
      .getAllByRole("listitem")
      .map((row) => row.textContent);
    expect(rows[0]).toContain("Working");
    expect(rows[1]).toContain("Failing");
    expect(rows[1]).toContain("Error: TimeoutError");
    expect(rows[4]).toContain("Not checked");
    expect(within(health).getByText(/send a test mail from a company's admin panel/)).toBeTruthy();

    const biggest = screen.getByRole("region", { name: "Largest companies by storage" });
    expect(within(biggest).getByRole("link", { name: "Demo Company" }).getAttribute("href")).toBe("/clients/c1");
    expect(within(biggest).getByText("not counted")).toBeTruthy();
    expect(within(biggest).getByText("Blocked")).toBeTruthy();

    const jobs = screen.getByRole("region", { name: "Scheduled jobs" });
    expect(within(jobs).getByText("Every day at 02:40 UTC")).toBeTruthy();
    expect(within(jobs).getByText("Every hour at 47 minutes past")).toBeTruthy();
    expect(within(jobs).getByText("also at each deploy")).toBeTruthy();
    // An unknown job keeps its own name and the module's words; its cron shows as written.
    expect(within(jobs).getByText("brand-new-job", { selector: ".platform-job-name" })).toBeTruthy();
    expect(within(jobs).getByText("Does new things")).toBeTruthy();
    expect(within(jobs).getByText("Set per item")).toBeTruthy();
    expect(within(jobs).getByText(/does not record the outcome of scheduled runs/)).toBeTruthy();
  });

  it("speaks Russian", async () => {
    await act(() => setLanguage("ru"));
    openPlatform();
    await screen.findByRole("heading", { name: "Платформа", level: 1 }, slow);
    await screen.findByText("Каждый день в 02:40 UTC");
    expect(screen.getByText("Пересчёт аналитики")).toBeTruthy();
    expect(screen.getByText("12 ГБ")).toBeTruthy();
  });

  it("the superadmin's header has the button to it", async () => {
    const { app } = openPlatform();
    await screen.findByRole("heading", { name: "Platform", level: 1 }, slow);
    expect(screen.getByRole("button", { name: "Platform" })).toBeTruthy();
    await waitFor(() => expect(app.location()).toBe("/app"));
  });
});

describe("cronInWords", () => {
  it("says hourly and daily crons, nothing else", () => {
    expect(cronInWords("17 * * * *")).toEqual({ kind: "hourly", minute: 17 });
    expect(cronInWords("5 6 * * *")).toEqual({ kind: "daily", hour: 6, minute: 5 });
    expect(cronInWords("0 */6 * * 1")).toBeNull();
    expect(cronInWords("0 0 1 * *")).toBeNull();
    expect(cronInWords("bad")).toBeNull();
  });
});
