import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { AddressBookFacets, DirectoryPersonView } from "@intranet/contracts/addressBook";
import type { ExportView } from "@intranet/contracts/exports";
import { setLanguage } from "../../i18n";
import { apiError, fakeApi, type FakeAnswer } from "../../test/api";
import { startupRoutes, storeSession, userView } from "../../test/fixtures";
import { renderApp } from "../../test/renderApp";

const person = (id: string, firstName: string, lastName: string, extra: Partial<DirectoryPersonView> = {}) => ({
  _id: id,
  firstName,
  lastName,
  email: `${id}@example.com`,
  pinned: false,
  ...extra,
});
const chloe = person("chloe", "Chloe", "Davis", {
  middleName: "Middle",
  position: "Head of sales",
  department: "Sales",
  phone: "+375 29 111-22-33",
  internalPhone: "204",
  city: "Minsk",
  office: "HQ",
  pinned: true,
});
const dan = person("dan", "Daniel", "Evans", { position: "Engineer", department: "Engineering" });
const facets: AddressBookFacets = {
  departments: [
    { _id: "co", name: "Demo Company", parent: null },
    { _id: "eng", name: "Engineering", parent: "co" },
    { _id: "sales", name: "Sales", parent: "co" },
  ],
  cities: [{ value: "Minsk", count: 2 }],
  offices: [{ value: "HQ", count: 1 }],
  positions: [{ value: "Engineer", count: 1 }],
};
const exportView = (extra: Partial<ExportView>): ExportView => ({
  _id: "e1",
  kind: "addressBook",
  status: "running",
  rows: 0,
  fileName: "address-book.xlsx",
  createdAt: "2026-11-01T10:00:00.000Z",
  ...extra,
});

type Page = (query: URLSearchParams) => FakeAnswer;
const everyone: Page = (query) => ({
  body: { items: query.get("q") === "nobody" ? [] : [chloe, dan], cursor: null },
});

function open(path = "/addressBook/", page: Page = everyone, extra: Record<string, unknown> = {}) {
  // The address book's own right is enough: departments come with the facets.
  const user = userView({ rights: ["address_book"] });
  const api = fakeApi({
    ...startupRoutes(user),
    "GET /api/address_book/c1": ({ query }) => page(query),
    "GET /api/address_book/c1/facets": { body: facets },
    ...(extra as Record<string, FakeAnswer>),
  });
  storeSession(user);
  const app = renderApp(path);
  const lastQuery = () => api.queryOf("GET /api/address_book/c1")?.toString();
  return { api, app, lastQuery };
}

describe("the address book", () => {
  it("shows people as cards: names in the reader's order, pins, contacts that call and write, the profile", async () => {
    open();
    const name = await screen.findByRole("link", { name: "Chloe Davis" });
    expect(name.getAttribute("href")).toBe("/profile/chloe");
    expect(screen.getByText("Pinned")).toBeTruthy();
    expect(screen.getByRole("link", { name: "+375 29 111-22-33" }).getAttribute("href")).toBe("tel:+375291112233");
    expect(screen.getByRole("link", { name: "ext. 204" }).getAttribute("href")).toBe("tel:204");
    expect(screen.getByRole("link", { name: "dan@example.com" }).getAttribute("href")).toBe("mailto:dan@example.com");
    expect(screen.getByText("Minsk · HQ")).toBeTruthy();
    expect(screen.getByText("Shown: 2")).toBeTruthy();
  });

  it("writes names last name first in Russian", async () => {
    await setLanguage("ru");
    open();
    expect(await screen.findByRole("link", { name: "Davis Chloe Middle" })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Адресная книга" })).toBeTruthy();
  });

  it("searches after a pause, keeping the words in the URL", async () => {
    const { app, lastQuery } = open();
    await screen.findByRole("link", { name: "Chloe Davis" });
    await userEvent.type(screen.getByRole("searchbox", { name: "Find a colleague" }), "chlo");
    await waitFor(() => expect(lastQuery()).toBe("q=chlo"));
    expect(app.location()).toBe("/addressBook/?q=chlo");
  });

  it("filters by a department without its sub-departments, and by a city from the facets", async () => {
    const { app, lastQuery } = open();
    await screen.findByRole("link", { name: "Chloe Davis" });
    const department = screen.getByRole("combobox", { name: "Department" });
    expect(
      within(department)
        .getAllByRole("option")
        .map((option) => option.textContent?.trim()),
    ).toEqual(["All departments", "Demo Company", "Engineering", "Sales"]);
    await userEvent.selectOptions(department, "eng");
    await waitFor(() => expect(lastQuery()).toBe("dept=eng"));
    await userEvent.click(screen.getByLabelText("Include sub-departments"));
    await waitFor(() => expect(lastQuery()).toBe("dept=eng&subdepartments=false"));
    await userEvent.selectOptions(screen.getByRole("combobox", { name: "City" }), "Minsk (2)");
    await waitFor(() => expect(lastQuery()).toBe("dept=eng&subdepartments=false&city=Minsk"));
    expect(app.location()).toBe("/addressBook/?dept=eng&subdepartments=false&city=Minsk");

    await userEvent.click(screen.getByRole("button", { name: "Clear filters" }));
    await waitFor(() => expect(app.location()).toBe("/addressBook/"));
  });

  it("switches to the table and remembers it on this device", async () => {
    open();
    await screen.findByRole("link", { name: "Chloe Davis" });
    await userEvent.click(screen.getByRole("radio", { name: "Table" }));
    const table = screen.getByRole("table");
    expect(within(table).getByRole("columnheader", { name: "Position" })).toBeTruthy();
    expect(within(table).getByRole("link", { name: "Daniel Evans" })).toBeTruthy();
    expect(localStorage.getItem("address_book_view")).toBe("table");
  });

  it("says nobody matches and clears the search and filters", async () => {
    const { app } = open("/addressBook/?q=nobody&city=Minsk");
    expect(await screen.findByText("Nobody matches")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Clear the search and filters" }));
    expect(await screen.findByRole("link", { name: "Chloe Davis" })).toBeTruthy();
    expect(app.location()).toBe("/addressBook/");
  });

  it("shows a failed load with a retry", async () => {
    let failing = true;
    open("/addressBook/", (query) => (failing ? apiError(500, "common.error_occurred") : everyone(query)));
    expect(await screen.findByText("Could not load the address book")).toBeTruthy();
    failing = false;
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("link", { name: "Chloe Davis" })).toBeTruthy();
  });

  it("exports what is shown and offers the file once it is written", async () => {
    const statuses = [
      exportView({ rows: 10, total: 40 }),
      exportView({ status: "done", rows: 40, total: 40, url: "https://s3/file.xlsx" }),
    ];
    const { api } = open("/addressBook/?q=dav&dept=sales&subdepartments=false", everyone, {
      "POST /api/user/export/c1": { status: 202, body: exportView({ total: 40 }) },
      "GET /api/export/e1": () => ({ body: statuses.length > 1 ? statuses.shift() : statuses[0] }),
    });
    await screen.findByRole("link", { name: "Chloe Davis" });
    await userEvent.click(screen.getByRole("button", { name: "Export to Excel" }));
    const dialog = await screen.findByRole("dialog");
    expect(api.bodyOf("POST /api/user/export/c1")).toEqual({
      q: "dav",
      dept: "sales",
      subdepartments: false,
      lang: "en",
    });
    expect(await within(dialog).findByText("Rows written: 10 of 40")).toBeTruthy();
    const download = await within(dialog).findByRole("link", { name: "Download" }, { timeout: 4000 });
    expect(download.getAttribute("href")).toBe("https://s3/file.xlsx");
    expect(within(dialog).getByText("The file is ready.")).toBeTruthy();
  });

  it("shows a failed export's error", async () => {
    open("/addressBook/", everyone, {
      "POST /api/user/export/c1": { status: 202, body: exportView({}) },
      "GET /api/export/e1": { body: exportView({ status: "failed", error: "common.error_occurred" }) },
    });
    await screen.findByRole("link", { name: "Chloe Davis" });
    await userEvent.click(screen.getByRole("button", { name: "Export to Excel" }));
    const dialog = await screen.findByRole("dialog");
    expect(await within(dialog).findByText("The export failed.")).toBeTruthy();
    expect(within(dialog).queryByRole("link", { name: "Download" })).toBeNull();
  });
});
