import type { DataInventoryView, MaintenanceRunView } from "@intranet/contracts/admin";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { setLanguage } from "../../../i18n";
import { apiError } from "../../../test/api";
import { openAdmin } from "../testing";

const GB = 1024 ** 3;
const MB = 1024 ** 2;
const stat = {
  clientId: "c1",
  users: { total: 120, active: 100, fired: 15, deleted: 5 },
  storage: { usedBytes: 8 * GB, limitBytes: 10 * GB, availableBytes: 2 * GB },
  filesCount: 3456,
};
const storage = { usedBytes: 8 * GB, limitBytes: 10 * GB, filesCount: 3456 };
const notCounted: DataInventoryView = { inventory: null, storage };

function counted(overrides: Partial<NonNullable<DataInventoryView["inventory"]>> = {}): DataInventoryView {
  return {
    inventory: {
      runId: "r0",
      takenAt: "2026-11-19T10:00:00.000Z",
      collections: [
        { name: "polls", module: "polls", items: 12, deletable: true },
        { name: "posts", module: "posts", items: 340, deletable: true },
        { name: "users", module: "users", items: 120, deletable: false },
        { name: "calendar.feeds", module: "calendar", items: 3, deletable: false },
        { name: "mood", module: "mood", items: 0, deletable: true },
      ],
      otherItems: 57,
      files: [
        { module: "posts", count: 40, bytes: 300 * MB },
        { module: "hr", count: 2, bytes: 1536 * 1024 },
      ],
      unreferenced: { count: 3, bytes: 5 * MB },
      ...overrides,
    },
    storage,
  };
}

const ann = { userId: "u1", firstName: "Ann", lastName: "Lee", superadmin: false };
function run(overrides: Partial<MaintenanceRunView> = {}): MaintenanceRunView {
  return {
    runId: "r1",
    task: "takeInventory",
    status: "queued",
    requestedBy: ann,
    requestedAt: "2026-11-20T10:00:00.000Z",
    ...overrides,
  };
}

const noRuns = { "GET /api/clients/c1/maintenance": { body: { runs: [] } } };
const routes = (data: DataInventoryView) => ({
  "GET /api/clients/stat/c1": { body: stat },
  "GET /api/clients/c1/data": { body: data },
  ...noRuns,
});

/** The first screen of a test waits long: the app's chunks load cold on a busy machine. */
const slow = { timeout: 15_000 };
const inventoryCard = async () =>
  (await screen.findByRole("heading", { name: "Data by module" }, slow)).closest("section")!;

describe("all data (admin panel)", { timeout: 30_000 }, () => {
  it("shows the people by state and the storage as a bar; before the first count, asks for one", async () => {
    openAdmin("/admin", routes(notCounted));
    const people = (await screen.findByRole("heading", { name: "Employees" }, slow)).closest("section")!;
    expect(within(people).getByText("120")).toBeTruthy();
    expect(within(people).getByText("15")).toBeTruthy();
    const bar = (await screen.findByRole("heading", { name: "File storage" })).closest("section")!;
    expect(within(bar).getByText("8 GB of 10 GB used")).toBeTruthy();
    expect(within(bar).getByRole("progressbar", { name: "80% used" })).toBeTruthy();
    expect(within(bar).getByText("2 GB")).toBeTruthy();
    expect(within(bar).getByText("3,456")).toBeTruthy();
    const card = await inventoryCard();
    expect(within(card).getByText("Not counted yet")).toBeTruthy();
    expect(within(card).getByText(/Press “Count now”/)).toBeTruthy();
    expect(within(card).getByRole("button", { name: "Count now" })).toHaveProperty("disabled", false);
    expect(screen.queryByRole("heading", { name: "Files by module" })).toBeNull();
  });

  it("lists the collections by name with their items, other items, and files by module with sizes", async () => {
    openAdmin("/admin", routes(counted()));
    const card = await inventoryCard();
    expect(await within(card).findByText(/^Counted /)).toBeTruthy();
    const rows = within(card).getAllByRole("row").slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      "Posts, comments and likes340Delete",
      "Employees and subscriptions120",
      "Polls and answers12Delete",
      "Calendar subscription links3",
      "Mood meter ratings0",
      "Other items (settings, counters and indexes of no single module)57",
    ]);
    // Only deletable collections can be deleted.
    expect(within(card).getByRole("button", { name: "Delete: Polls and answers" })).toBeTruthy();
    expect(within(card).queryByRole("button", { name: "Delete: Employees and subscriptions" })).toBeNull();
    // Nothing to delete in an empty one.
    expect(within(card).queryByRole("button", { name: "Delete: Mood meter ratings" })).toBeNull();
    const files = screen.getByRole("heading", { name: "Files by module" }).closest("section")!;
    const fileRows = within(files).getAllByRole("row").slice(1);
    expect(fileRows.map((row) => row.textContent)).toEqual([
      "Post and comment attachments40300 MB",
      "HR documents21.5 MB",
    ]);
    expect(within(files).getByText("3 files nothing refers to any more, 5 MB")).toBeTruthy();
    expect(within(files).getByRole("link", { name: "Review in File cleaning" }).getAttribute("href")).toBe(
      "/admin/?tab=files",
    );
  });

  it("counts now: the run's progress, then the figures it counted", async () => {
    let reads = 0;
    let done = false;
    const { api } = openAdmin("/admin", {
      "GET /api/clients/stat/c1": { body: stat },
      "GET /api/clients/c1/data": () => ({ body: done ? counted() : notCounted }),
      "GET /api/clients/c1/maintenance": () => {
        reads += 1;
        if (reads === 1) return { body: { runs: [] } };
        if (reads < 3) return { body: { runs: [run({ status: "running" })] } };
        done = true;
        return { body: { runs: [run({ status: "done", result: { items: 532, files: 42, unreferenced: 3 } })] } };
      },
      "POST /api/clients/c1/maintenance/takeInventory": { status: 202, body: run() },
    });
    const card = await inventoryCard();
    await userEvent.click(within(card).getByRole("button", { name: "Count now" }));
    expect(api.calls).toContain("POST /api/clients/c1/maintenance/takeInventory");
    expect(await within(card).findByText(/Counting the company's data/)).toBeTruthy();
    expect(within(card).getByRole("button", { name: "Count now" })).toHaveProperty("disabled", true);
    // Read again every 2 seconds until it is done; then the figures are read again.
    expect(await within(card).findByText("Polls and answers", {}, { timeout: 8000 })).toBeTruthy();
    expect(within(card).getByRole("button", { name: "Count now" })).toHaveProperty("disabled", false);
    expect(within(card).queryByText(/Counting the company's data/)).toBeNull();
  });

  it("says when the latest count failed", async () => {
    openAdmin("/admin", {
      ...routes(counted()),
      "GET /api/clients/c1/maintenance": {
        body: { runs: [run({ status: "failed", error: "admin.maintenance_failed" })] },
      },
    });
    const card = await inventoryCard();
    expect((await within(card).findByRole("alert")).textContent).toBe(
      "The count failed: The service task failed; try again later",
    );
  });

  it("deletes a collection once the workspace's name is typed, and follows the run to its recount hint", async () => {
    let reads = 0;
    const deletion = run({ runId: "r2", task: "deleteCollection", collection: "polls" });
    const { api } = openAdmin("/admin", {
      ...routes(counted()),
      "GET /api/clients/c1/maintenance": () => {
        reads += 1;
        if (reads === 1) return { body: { runs: [] } };
        if (reads < 3) return { body: { runs: [{ ...deletion, status: "running" }] } };
        return {
          body: { runs: [{ ...deletion, status: "done", result: { items: 12, files: 0, removed: 12 } }] },
        };
      },
      "DELETE /api/clients/c1/polls": { status: 202, body: deletion },
    });
    const card = await inventoryCard();
    await userEvent.click(await within(card).findByRole("button", { name: "Delete: Polls and answers" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete “Polls and answers”?" });
    expect(within(dialog).getByText(/its 12 items at the last count and the files attached to them/)).toBeTruthy();
    expect(within(dialog).getByText(/It cannot be undone/)).toBeTruthy();
    expect(within(dialog).getByText(/The search index is rebuilt/)).toBeTruthy();
    expect(within(dialog).getByText("acme")).toBeTruthy();
    const button = within(dialog).getByRole("button", { name: "Delete for good" });
    expect(button).toHaveProperty("disabled", true);
    const field = within(dialog).getByLabelText("Type the workspace name to confirm");
    await userEvent.type(field, "acm");
    expect(button).toHaveProperty("disabled", true);
    await userEvent.type(field, "E ");
    expect(button).toHaveProperty("disabled", false);
    await userEvent.click(button);
    await waitFor(() => expect(api.calls).toContain("DELETE /api/clients/c1/polls"));
    expect(api.bodyOf("DELETE /api/clients/c1/polls")).toEqual({ confirm: "acmE" });
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(await within(card).findByText(/Deleting “Polls and answers”…/)).toBeTruthy();
    expect(within(card).getByRole("button", { name: "Delete: Posts, comments and likes" })).toHaveProperty(
      "disabled",
      true,
    );
    expect(
      await within(card).findByText(
        "“Polls and answers” is deleted: 12 items deleted, 0 files deleted, 12 stale documents removed.",
        {},
        { timeout: 8000 },
      ),
    ).toBeTruthy();
    expect(within(card).getByText(/counted before the deletion: count again/)).toBeTruthy();
    expect(within(card).getByRole("button", { name: "Delete: Posts, comments and likes" })).toHaveProperty(
      "disabled",
      false,
    );
  });

  it("shows the API's refusal in the dialog, in the catalogue's words", async () => {
    openAdmin("/admin", {
      ...routes(counted()),
      "DELETE /api/clients/c1/polls": apiError(409, "admin.maintenance_running"),
    });
    const card = await inventoryCard();
    await userEvent.click(await within(card).findByRole("button", { name: "Delete: Polls and answers" }));
    const dialog = await screen.findByRole("dialog");
    await userEvent.type(within(dialog).getByLabelText("Type the workspace name to confirm"), "acme");
    await userEvent.click(within(dialog).getByRole("button", { name: "Delete for good" }));
    expect((await within(dialog).findByRole("alert")).textContent).toBe(
      "This task is already running for the company; wait until it ends",
    );
    // Cancel leaves it; nothing changed.
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("writes names and sizes in the reader's language", async () => {
    await setLanguage("ru");
    openAdmin("/admin", routes(counted()));
    expect(await screen.findByText("Занято 8 ГБ из 10 ГБ", {}, slow)).toBeTruthy();
    expect(await screen.findByText("Опросы и ответы")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Удалить: Опросы и ответы" })).toBeTruthy();
    expect(screen.getByText("Кадровые документы")).toBeTruthy();
    expect(screen.getByText("1,5 МБ")).toBeTruthy();
    expect(screen.getByText("3 файла больше нигде не используются, 5 МБ")).toBeTruthy();
  });

  it("says when the figures could not be loaded", async () => {
    openAdmin("/admin", {
      "GET /api/clients/stat/c1": apiError(500, "common.error_occurred"),
      "GET /api/clients/c1/data": { body: notCounted },
      ...noRuns,
    });
    expect(await screen.findByText("Could not load the company's figures", {}, slow)).toBeTruthy();
  });

  it("makes the company archive, says what it holds, and follows it to its download", async () => {
    const started = { _id: "x9", kind: "company", status: "running", rows: 0, fileName: "", createdAt: "" };
    const done = { ...started, status: "done", url: "https://files/x9.zip", fileName: "acme.zip" };
    const { api } = openAdmin("/admin", {
      ...routes(notCounted),
      "POST /api/clients/export/c1": { status: 202, body: started },
      "GET /api/export/x9": { body: done },
    });
    const card = (await screen.findByRole("heading", { name: "Company archive" }, slow)).closest("section")!;
    expect(within(card).getByText(/JSON lines/)).toBeTruthy();
    expect(within(card).getByText(/Passwords and integration secrets/)).toBeTruthy();
    await userEvent.click(within(card).getByRole("button", { name: "Download the company archive" }));
    const dialog = await screen.findByRole("dialog", { name: "Company archive" });
    expect(await within(dialog).findByRole("link", { name: "Download" })).toHaveProperty(
      "href",
      "https://files/x9.zip",
    );
    expect(api.calls).toContain("POST /api/clients/export/c1");
  });
});
