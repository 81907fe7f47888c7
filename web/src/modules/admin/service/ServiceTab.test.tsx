import type { MaintenanceRunView } from "@intranet/contracts/admin";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { setLanguage } from "../../../i18n";
import { apiError } from "../../../test/api";
import { openAdmin } from "../testing";

const path = "/admin?tab=service";
const runsCall = "GET /api/clients/c1/maintenance";

function run(overrides: Partial<MaintenanceRunView> = {}): MaintenanceRunView {
  return {
    runId: "r1",
    task: "reindexSearch",
    status: "done",
    requestedBy: { userId: "u1", firstName: "Ann", lastName: "Lee", superadmin: false },
    requestedAt: "2026-11-19T10:00:00.000Z",
    startedAt: "2026-11-19T10:00:01.000Z",
    finishedAt: "2026-11-19T10:00:13.000Z",
    result: { indexed: 1234, removed: 1 },
    ...overrides,
  };
}

const failed = () =>
  run({
    runId: "r2",
    task: "resyncDirectory",
    status: "failed",
    requestedBy: { userId: "s1", superadmin: true },
    startedAt: "2026-11-19T09:00:00.000Z",
    finishedAt: "2026-11-19T09:02:05.000Z",
    result: undefined,
    error: "admin.maintenance_failed",
  });

/** The first screen of a test waits long: the app's chunks load cold on a busy machine. */
const slow = { timeout: 15_000 };
const recent = () => screen.findByRole("region", { name: "Recent runs" }, slow);

describe("service panel (admin panel)", { timeout: 30_000 }, () => {
  it("shows a card per task and the recent runs: who, when, how long, what was done or the error", async () => {
    openAdmin(path, { [runsCall]: { body: { runs: [run(), failed()] } } });
    const list = await recent();
    const items = await within(list).findAllByRole("listitem");
    expect(items).toHaveLength(2);
    const [done, bad] = items as [HTMLElement, HTMLElement];
    expect(within(done).getByText("Re-index search")).toBeTruthy();
    expect(within(done).getByText("Done")).toBeTruthy();
    expect(within(done).getByText("Ann Lee")).toBeTruthy();
    expect(within(done).getByText("took 12 seconds")).toBeTruthy();
    expect(within(done).getByText("1,234 documents indexed, 1 stale document removed")).toBeTruthy();
    expect(within(bad).getByText("Failed")).toBeTruthy();
    expect(within(bad).getByText("Superadmin")).toBeTruthy();
    expect(within(bad).getByText("took 2 minutes 5 seconds")).toBeTruthy();
    expect(within(bad).getByText("The service task failed; try again later")).toBeTruthy();
    for (const name of ["Re-index search", "Rebuild analytics", "Re-sync the directory"]) {
      const card = screen.getByRole("region", { name });
      expect(within(card).getByRole("button", { name: `Run: ${name}` })).toHaveProperty("disabled", false);
    }
    expect(screen.queryByText("Coming in the next step")).toBeNull();
  });

  it("runs a task after a confirmation, keeps it from starting twice, and follows it until it ends", async () => {
    let reads = 0;
    const running = run({ status: "running", finishedAt: undefined, result: undefined });
    const { api } = openAdmin(path, {
      [runsCall]: () => {
        reads += 1;
        if (reads === 1) return { body: { runs: [] } };
        return { body: { runs: [reads < 3 ? running : run({ result: { indexed: 12, removed: 0 } })] } };
      },
      "POST /api/clients/c1/maintenance/reindexSearch": {
        status: 202,
        body: run({ status: "queued", startedAt: undefined, finishedAt: undefined, result: undefined }),
      },
    });
    expect(await screen.findByText("No service task has been run yet", {}, slow)).toBeTruthy();
    const button = screen.getByRole("button", { name: "Run: Re-index search" });
    await userEvent.click(button);
    const dialog = await screen.findByRole("alertdialog");
    expect(within(dialog).getByText(/Run “Re-index search” now\?/)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole("button", { name: "Run" }));
    expect(api.calls).toContain("POST /api/clients/c1/maintenance/reindexSearch");
    await waitFor(() =>
      expect(screen.getByRole("button", { name: "Run: Re-index search" })).toHaveProperty("disabled", true),
    );
    expect(screen.getByRole("button", { name: "Run: Rebuild analytics" })).toHaveProperty("disabled", false);
    expect(await screen.findByText("Running", { selector: ".bp6-tag *, .bp6-tag" })).toBeTruthy();
    // Polled every 2 seconds until the run is done, then no more.
    expect(
      await screen.findByText("12 documents indexed, 0 stale documents removed", {}, { timeout: 5000 }),
    ).toBeTruthy();
    expect(screen.getByRole("button", { name: "Run: Re-index search" })).toHaveProperty("disabled", false);
    const after = reads;
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(reads).toBe(after);
  });

  it("says in the reader's language when the task is already running", async () => {
    openAdmin(path, {
      [runsCall]: { body: { runs: [] } },
      "POST /api/clients/c1/maintenance/rebuildAnalytics": apiError(409, "admin.maintenance_running"),
    });
    await userEvent.click(await screen.findByRole("button", { name: "Run: Rebuild analytics" }, slow));
    await userEvent.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Run" }));
    const card = screen.getByRole("region", { name: "Rebuild analytics" });
    expect((await within(card).findByRole("alert")).textContent).toBe(
      "This task is already running for the company; wait until it ends",
    );
  });

  it("lists counts and deletions of data among the runs, but starts only its own three tasks", async () => {
    openAdmin(path, {
      [runsCall]: {
        body: {
          runs: [
            run({
              runId: "r3",
              task: "deleteCollection",
              collection: "polls",
              result: { items: 5, files: 1, removed: 5 },
            }),
            run({ runId: "r4", task: "takeInventory", result: { items: 1200, files: 30, unreferenced: 1 } }),
          ],
        },
      },
    });
    const items = await within(await recent()).findAllByRole("listitem");
    const [deletion, count] = items as [HTMLElement, HTMLElement];
    expect(within(deletion).getByText("Delete data: Polls and answers")).toBeTruthy();
    expect(within(deletion).getByText("5 items deleted, 1 file deleted, 5 stale documents removed")).toBeTruthy();
    expect(within(count).getByText("Count the company's data")).toBeTruthy();
    expect(within(count).getByText("1,200 items counted, 30 files counted, 1 unreferenced file found")).toBeTruthy();
    expect(screen.getAllByRole("button", { name: /^Run: / })).toHaveLength(3);
  });

  it("says when the runs could not be loaded", async () => {
    openAdmin(path, { [runsCall]: apiError(500, "common.error_occurred") });
    expect(await screen.findByText("Could not load the recent runs", {}, slow)).toBeTruthy();
  });

  it("writes the runs in Russian, counted in words", async () => {
    await setLanguage("ru");
    openAdmin(path, {
      [runsCall]: { body: { runs: [run({ task: "resyncDirectory", result: { changed: 3 } }), failed()] } },
    });
    expect(await screen.findByText("изменено 3 записи справочника", {}, slow)).toBeTruthy();
    expect(screen.getByText("Служебная задача не выполнена; попробуйте позже")).toBeTruthy();
    expect(screen.getByRole("region", { name: "Последние запуски" })).toBeTruthy();
    expect(screen.getAllByText("Повторная синхронизация справочника").length).toBeGreaterThan(1);
  });
});
