import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { HrImportReport } from "@intranet/contracts/hrImport";
import { apiError, fakeApi, type FakeRoutes } from "../../test/api";
import { startupRoutes, storeSession, withRoles } from "../../test/fixtures";
import { renderApp } from "../../test/renderApp";
import { hrTemplateCsv } from "./hrImport";

const fileId = "01JHRFILEAAAAAAAAAAAAAAAAA";
const ticket = { fileId, url: "https://storage.test/bucket", fields: { key: "c1/hr/x" }, key: "c1/hr/x", maxBytes: 1 };
const stored = { _id: fileId, name: "people.csv", contentType: "text/csv", size: 10, module: "hr", key: "c1/hr/x" };
const preview: HrImportReport = {
  rows: 5,
  created: 2,
  updated: 1,
  unchanged: 0,
  bad: [
    { row: 3, reasons: [{ field: "email", code: "common.validation" }] },
    { row: 6, reasons: [{ field: "row", code: "hrimport.ambiguous_match" }] },
  ],
  applied: false,
};
const applied: HrImportReport = { ...preview, applied: true };

function open(loadHrm: FakeRoutes[string]) {
  const admin = withRoles(["admin"]);
  let searches = 0;
  const api = fakeApi({
    ...startupRoutes(admin),
    "POST /api/user/filter/acme": () => {
      searches += 1;
      return { body: { items: [], cursor: null } };
    },
    "POST /api/upload": { body: ticket },
    "POST /bucket": { status: 204 },
    "POST /api/upload/confirm": { body: stored },
    "POST /api/user/load_hrm": loadHrm,
  });
  storeSession(admin);
  renderApp("/employees/");
  return { api, searches: () => searches };
}

async function chooseFile() {
  await userEvent.click(await screen.findByRole("button", { name: "Import from HR system" }));
  const dialog = await screen.findByRole("dialog");
  const file = new File(["Last name,First name\nSmith,Anna\n"], "people.csv", { type: "text/csv" });
  await userEvent.upload(within(dialog).getByLabelText("Employees file (XLSX or CSV)"), file);
  return dialog;
}

describe("import from the HR system (docs/hr-import.md)", () => {
  it("previews the uploaded file, blocks Apply on bad rows until they are skipped, then shows the result", async () => {
    const { api, searches } = open(({ body }) => ({
      body: (body as { mode: string }).mode === "apply" ? applied : preview,
    }));
    const dialog = await chooseFile();

    expect(
      await within(dialog).findByText("Rows in the file: 5. To create: 2, to update: 1, unchanged: 0, bad rows: 2."),
    ).toBeTruthy();
    expect(api.bodyOf("POST /api/upload")).toMatchObject({ module: "hr", name: "people.csv" });
    expect(api.bodyOf("POST /api/upload/confirm")).toEqual({ fileId });
    expect(api.bodyOf("POST /api/user/load_hrm")).toEqual({ fileId, mode: "preview", skipBadRows: false });

    const table = within(dialog).getByRole("table", { name: "Rows that cannot be imported" });
    const rows = within(table).getAllByRole("row").slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole("cell")
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ["3", "Email", "Validation error"],
      ["6", "Whole row", "The row matches two different people"],
    ]);

    const apply = within(dialog).getByRole("button", { name: "Apply" });
    expect(apply.hasAttribute("disabled")).toBe(true);
    await userEvent.click(within(dialog).getByRole("checkbox", { name: "Skip bad rows" }));
    await waitFor(() => expect(apply.hasAttribute("disabled")).toBe(false));
    const before = searches();
    await userEvent.click(apply);

    expect(await within(dialog).findByText(/Imported\. Created: 2, updated: 1, unchanged: 0\./)).toBeTruthy();
    expect(within(dialog).getByText(/Rows not imported: 2/)).toBeTruthy();
    expect(api.bodyOf("POST /api/user/load_hrm")).toEqual({ fileId, mode: "apply", skipBadRows: true });
    await waitFor(() => expect(searches()).toBeGreaterThan(before)); // the list is refreshed
    expect(within(dialog).queryByRole("button", { name: "Apply" })).toBeNull();
  });

  it("shows a refused file in the dialog, as a catalogue message", async () => {
    const { api } = open(apiError(400, "hrimport.columns_missing", "missing", { columns: "Last name, First name" }));
    const dialog = await chooseFile();
    expect(
      await within(dialog).findByText("The file's first row must name the columns, at least Last name, First name"),
    ).toBeTruthy();
    expect(within(dialog).getByRole("button", { name: "Apply" }).hasAttribute("disabled")).toBe(true);
    expect(api.calls.filter((call) => call === "POST /api/user/load_hrm")).toHaveLength(1);
  });

  it("builds a CSV template whose headers the server reads", () => {
    expect(hrTemplateCsv("en").split("\r\n")[0]).toBe(
      "Personnel number,Last name,First name,Middle name,Email,Tax id,Position,Department,Phone,City,Birth date,Working since",
    );
    expect(hrTemplateCsv("ru").split("\r\n")[0]).toMatch(/^Табельный номер,Фамилия,Имя,Отчество,/);
    expect(hrTemplateCsv("en").split("\r\n")).toHaveLength(3);
  });
});
