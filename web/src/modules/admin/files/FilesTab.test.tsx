import type { DataInventoryView, HangedFileView, HangedFilesPage } from "@intranet/contracts/admin";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { setLanguage } from "../../../i18n";
import { apiError } from "../../../test/api";
import { openAdmin } from "../testing";

const path = "/admin?tab=files";
const listCall = "GET /api/clients/hangedFilesByClient/c1";
const deleteCall = "POST /api/clients/hangedFilesByClient/c1/delete";
const MB = 1024 ** 2;
const takenAt = "2026-11-19T10:00:00.000Z";

/** ULID-like ids, as the API has them. */
const ids = ["01JD0000000000000000000001", "01JD0000000000000000000002", "01JD0000000000000000000003"];

function file(overrides: Partial<HangedFileView> = {}): HangedFileView {
  return {
    fileId: ids[0]!,
    name: "old-report.pdf",
    module: "posts",
    contentType: "application/pdf",
    size: 2 * MB,
    createdAt: "2026-10-01T09:00:00.000Z",
    uploadedBy: { userId: "u2", firstName: "Chloe", lastName: "Davis" },
    ...overrides,
  };
}

const three = () => [
  file(),
  file({ fileId: ids[1]!, name: "scan.png", module: "hr", size: 1 * MB, contentType: "image/png" }),
  file({ fileId: ids[2]!, name: "draft.docx", module: "chat", size: 512 * 1024, uploadedBy: { userId: "gone" } }),
];

const page = (files: HangedFileView[], extra: Partial<HangedFilesPage> = {}): HangedFilesPage => ({
  takenAt,
  files,
  ...extra,
});

const data = (count: number, bytes: number): DataInventoryView => ({
  inventory: {
    runId: "r0",
    takenAt,
    collections: [],
    otherItems: 0,
    files: [],
    unreferenced: { count, bytes },
  },
  storage: { usedBytes: 10 * MB, limitBytes: 100 * MB, filesCount: 10 },
});

const base = {
  "GET /api/clients/c1/maintenance": { body: { runs: [] } },
  "GET /api/clients/c1/data": { body: data(3, 3.5 * MB) },
};

/** The first screen of a test waits long: the app's chunks load cold on a busy machine. */
const slow = { timeout: 15_000 };
const table = () => screen.findByRole("table", { name: "Unreferenced files" }, slow);

describe("file cleaning (admin panel)", { timeout: 30_000 }, () => {
  it("before the first count, asks for one and starts it", async () => {
    const queued = {
      runId: "r1",
      task: "takeInventory",
      status: "queued",
      requestedBy: { userId: "u1", superadmin: false },
      requestedAt: "2026-11-20T10:00:00.000Z",
    };
    let started = false;
    const { api } = openAdmin(path, {
      ...base,
      "GET /api/clients/c1/maintenance": () => ({ body: { runs: started ? [queued] : [] } }),
      [listCall]: { body: { takenAt: null, files: [] } },
      "POST /api/clients/c1/maintenance/takeInventory": () => {
        started = true;
        return { status: 202, body: queued };
      },
    });
    expect(await screen.findByText("Count the company's data first", {}, slow)).toBeTruthy();
    expect(screen.getByText(/Files uploaded in the last 24 hours are never listed/)).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Count now" }));
    expect(api.calls).toContain("POST /api/clients/c1/maintenance/takeInventory");
    expect(await screen.findByText(/Counting the company's data/)).toBeTruthy();
  });

  it("says when the latest count found nothing", async () => {
    openAdmin(path, { ...base, [listCall]: { body: page([]) } });
    expect(await screen.findByText("No unreferenced files", {}, slow)).toBeTruthy();
    expect(
      screen.getByText(/^No file is left on the list of the count of .*\. Files that stop being used/),
    ).toBeTruthy();
    expect(screen.getByRole("button", { name: "Count now" })).toBeTruthy();
  });

  it("lists the files with their module, size, uploader and day, and totals what is selected", async () => {
    openAdmin(path, { ...base, [listCall]: { body: page(three()) } });
    const list = await table();
    const rows = within(list).getAllByRole("row").slice(1);
    expect(rows).toHaveLength(3);
    const [first, , third] = rows as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(first).getByText("old-report.pdf")).toBeTruthy();
    expect(within(first).getByText("Post and comment attachments")).toBeTruthy();
    expect(within(first).getByText("2 MB")).toBeTruthy();
    expect(within(first).getByText("Chloe Davis")).toBeTruthy();
    expect(within(first).getByText("Oct 1, 2026")).toBeTruthy();
    expect(within(third).getByText("Unknown person")).toBeTruthy();
    expect(screen.getByText("3 files, 3.5 MB")).toBeTruthy();

    expect(screen.getByText("Select files to delete them.")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Delete selected" })).toHaveProperty("disabled", true);
    await userEvent.click(within(list).getByRole("checkbox", { name: "Select scan.png" }));
    expect(screen.getByText("1 file selected, 1 MB")).toBeTruthy();
    const all = within(list).getByRole("checkbox", { name: "Select all shown" });
    expect(all).toHaveProperty("indeterminate", true);
    await userEvent.click(all);
    expect(screen.getByText("3 files selected, 3.5 MB")).toBeTruthy();
    await userEvent.click(all);
    expect(screen.getByText("Select files to delete them.")).toBeTruthy();
  });

  it("deletes the selected files after a confirmation and reads the list again", async () => {
    let deleted = false;
    const { api } = openAdmin(path, {
      ...base,
      [listCall]: () => ({ body: page(deleted ? [three()[1]!] : three()) }),
      [deleteCall]: () => {
        deleted = true;
        return { body: { deleted: [ids[0], ids[2]], failed: [] } };
      },
    });
    const list = await table();
    await userEvent.click(within(list).getByRole("checkbox", { name: "Select old-report.pdf" }));
    await userEvent.click(within(list).getByRole("checkbox", { name: "Select draft.docx" }));
    await userEvent.click(screen.getByRole("button", { name: "Delete selected" }));
    const dialog = await screen.findByRole("alertdialog");
    expect(within(dialog).getByText(/Delete 2 files \(2\.5 MB\) for good\?/)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(api.calls).toContain(deleteCall));
    expect(api.bodyOf(deleteCall)).toEqual({ fileIds: [ids[0], ids[2]] });
    expect(await screen.findByText("2 files deleted, 2.5 MB freed")).toBeTruthy();
    await waitFor(() => expect(within(list).getAllByRole("row")).toHaveLength(2));
    expect(screen.getByText("Select files to delete them.")).toBeTruthy();
  });

  it("reads more pages on demand", async () => {
    openAdmin(path, {
      ...base,
      [listCall]: ({ query }) =>
        query.get("cursor") === "next"
          ? { body: page(three().slice(2)) }
          : { body: page(three().slice(0, 2), { cursor: "next" }) },
    });
    const list = await table();
    expect(within(list).getAllByRole("row")).toHaveLength(3);
    await userEvent.click(screen.getByRole("button", { name: "Show more" }));
    await waitFor(() => expect(within(list).getAllByRole("row")).toHaveLength(4));
    expect(screen.queryByRole("button", { name: "Show more" })).toBeNull();
  });

  it("says which files failed, and why, in the catalogue's words", async () => {
    openAdmin(path, {
      ...base,
      [listCall]: { body: page(three()) },
      [deleteCall]: apiError(500, "files.bulk_delete_error", "Error on deleting files from db", {
        deleted: [ids[0]],
        failed: [{ fileId: ids[1], code: "files.delete_error", message: "Error on deleting file" }],
      }),
    });
    const list = await table();
    await userEvent.click(within(list).getByRole("checkbox", { name: "Select all shown" }));
    await userEvent.click(screen.getByRole("button", { name: "Delete selected" }));
    await userEvent.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("1 file deleted, 2 MB freed")).toBeTruthy();
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toMatch(/^1 file was not deleted: /);
  });

  it("says when a file is no longer on the latest list", async () => {
    openAdmin(path, {
      ...base,
      [listCall]: { body: page(three()) },
      [deleteCall]: apiError(409, "admin.file_not_unreferenced"),
    });
    const list = await table();
    await userEvent.click(within(list).getByRole("checkbox", { name: "Select scan.png" }));
    await userEvent.click(screen.getByRole("button", { name: "Delete selected" }));
    await userEvent.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Delete" }));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "The files were not deleted: This file is not among the unreferenced files of the latest count; count again",
    );
  });

  it("speaks Russian: people's names in its order, counts in words", async () => {
    await setLanguage("ru");
    openAdmin(path, { ...base, [listCall]: { body: page(three()) } });
    const list = await screen.findByRole("table", { name: "Неиспользуемые файлы" }, slow);
    expect(within(list).getAllByText("Davis Chloe")).toHaveLength(2);
    expect(within(list).getByText("Кадровые документы")).toBeTruthy();
    await userEvent.click(within(list).getByRole("checkbox", { name: "Выбрать все показанные" }));
    expect(screen.getByText("Выбрано 3 файла, 3,5 МБ")).toBeTruthy();
    expect(screen.getByText(/за последние 24 часа/)).toBeTruthy();
  });
});
