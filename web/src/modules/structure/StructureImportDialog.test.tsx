import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { StructImportReport } from "@intranet/contracts/hrImport";
import type { StructureView } from "@intranet/contracts/structure";
import { fakeApi, type FakeRoutes } from "../../test/api";
import { startupRoutes, storeSession, userView, withRoles } from "../../test/fixtures";
import { renderApp } from "../../test/renderApp";
import { structTemplateCsv } from "./hrImport";

const fileId = "01JSTRUCTFILEAAAAAAAAAAAAA";
const ticket = { fileId, url: "https://storage.test/bucket", fields: { key: "c1/hr/x" }, key: "c1/hr/x", maxBytes: 1 };
const stored = {
  _id: fileId,
  name: "departments.csv",
  contentType: "text/csv",
  size: 10,
  module: "hr",
  key: "c1/hr/x",
};
const structure: StructureView = { type: "administrative", departments: [], heads: [] };
const preview: StructImportReport = {
  rows: 6,
  created: 2,
  updated: 1,
  moved: 1,
  unchanged: 0,
  bad: [
    { row: 4, reasons: [{ field: "parentCode", code: "hrimport.parent_cycle" }] },
    { row: 7, reasons: [{ field: "head", code: "hrimport.head_unknown" }] },
  ],
  applied: false,
};
const applied: StructImportReport = { ...preview, applied: true };

function open(loadStruct: FakeRoutes[string], path = "/structure_new?view=tree") {
  const admin = withRoles(["admin"]);
  let reads = 0;
  const api = fakeApi({
    ...startupRoutes(admin),
    "GET /api/structure/byClient/c1": () => {
      reads += 1;
      return { body: structure };
    },
    "POST /api/upload": { body: ticket },
    "POST /bucket": { status: 204 },
    "POST /api/upload/confirm": { body: stored },
    "POST /api/structure/load_struct": loadStruct,
  });
  storeSession(admin);
  renderApp(path);
  return { api, reads: () => reads };
}

async function chooseFile() {
  await userEvent.click(await screen.findByRole("button", { name: "Import from HR system" }));
  const dialog = await screen.findByRole("dialog");
  const file = new File(["Code,Name\n1,Sales\n"], "departments.csv", { type: "text/csv" });
  await userEvent.upload(within(dialog).getByLabelText("Departments file (XLSX or CSV)"), file);
  return dialog;
}

describe("import of departments from the HR system (docs/hr-import.md)", () => {
  it("uploads, previews counts and bad rows, applies with bad rows skipped, and reloads the structure", async () => {
    const { api, reads } = open(({ body }) => ({
      body: (body as { mode: string }).mode === "apply" ? applied : preview,
    }));
    const dialog = await chooseFile();
    expect(within(dialog).getByText("Import departments from the HR system (Administrative)")).toBeTruthy();
    expect(
      await within(dialog).findByText(
        "Rows in the file: 6. To create: 2, to update: 1, to move: 1, unchanged: 0, bad rows: 2.",
      ),
    ).toBeTruthy();
    expect(api.bodyOf("POST /api/upload")).toMatchObject({ module: "hr", name: "departments.csv" });
    expect(api.bodyOf("POST /api/structure/load_struct")).toEqual({
      fileId,
      mode: "preview",
      skipBadRows: false,
      type: "administrative",
    });

    const table = within(dialog).getByRole("table", { name: "Rows that cannot be imported" });
    const rows = within(table).getAllByRole("row").slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole("cell")
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ["4", "Parent", "The rows' parents go round in a loop"],
      ["7", "Head", "No employee of the company has this personnel number or email"],
    ]);

    const apply = within(dialog).getByRole("button", { name: "Apply" });
    expect(apply.hasAttribute("disabled")).toBe(true);
    await userEvent.click(within(dialog).getByRole("checkbox", { name: "Skip bad rows" }));
    await waitFor(() => expect(apply.hasAttribute("disabled")).toBe(false));
    const before = reads();
    await userEvent.click(apply);

    expect(await within(dialog).findByText(/Imported\. Created: 2, updated: 1, moved: 1, unchanged: 0\./)).toBeTruthy();
    expect(within(dialog).getByText(/Rows not imported: 2/)).toBeTruthy();
    expect(api.bodyOf("POST /api/structure/load_struct")).toEqual({
      fileId,
      mode: "apply",
      skipBadRows: true,
      type: "administrative",
    });
    await waitFor(() => expect(reads()).toBeGreaterThan(before)); // the structure is read again
    expect(within(dialog).queryByRole("button", { name: "Apply" })).toBeNull();
  });

  it("imports into the structure type of the open tab", async () => {
    const { api } = open({ body: { ...preview, bad: [] } }, "/structure_new?view=tree&type=project");
    const dialog = await chooseFile();
    expect(within(dialog).getByText("Import departments from the HR system (Project)")).toBeTruthy();
    await within(dialog).findByText(/Rows in the file: 6\./);
    expect(api.bodyOf("POST /api/structure/load_struct")).toMatchObject({ type: "project" });
  });

  it("is offered to admins only", async () => {
    const reader = userView({ rights: ["structures"] });
    fakeApi({ ...startupRoutes(reader), "GET /api/structure/byClient/c1": { body: structure } });
    storeSession(reader);
    renderApp("/structure_new?view=tree");
    expect(await screen.findByText("No departments yet")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Import from HR system" })).toBeNull();
  });

  it("builds a CSV template whose headers the server reads", () => {
    expect(structTemplateCsv("en").split("\r\n")[0]).toBe("Code,Name,Parent code,Head,Description");
    expect(structTemplateCsv("ru").split("\r\n")[0]).toBe("Код,Наименование,Код родителя,Руководитель,Описание");
    expect(structTemplateCsv("en").split("\r\n")).toHaveLength(4);
  });
});
