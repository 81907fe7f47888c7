import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { setLanguage } from "../../../i18n";
import { apiError } from "../../../test/api";
import { openAdmin } from "../testing";

const GB = 1024 ** 3;
const stat = {
  clientId: "c1",
  users: { total: 120, active: 100, fired: 15, deleted: 5 },
  storage: { usedBytes: 8 * GB, limitBytes: 10 * GB, availableBytes: 2 * GB },
  filesCount: 3456,
};

describe("all data (admin panel)", () => {
  it("shows the people by state and the storage as a bar, and says per-module counts come later", async () => {
    openAdmin("/admin", { "GET /api/clients/stat/c1": { body: stat } });
    const people = (await screen.findByRole("heading", { name: "Employees" })).closest("section")!;
    expect(within(people).getByText("120")).toBeTruthy();
    expect(within(people).getByText("15")).toBeTruthy();
    const storage = screen.getByRole("heading", { name: "File storage" }).closest("section")!;
    expect(within(storage).getByText("8 GB of 10 GB used")).toBeTruthy();
    expect(within(storage).getByRole("progressbar", { name: "80% used" })).toBeTruthy();
    expect(within(storage).getByText("3,456")).toBeTruthy();
    expect(screen.getByText(/come with the next step/)).toBeTruthy();
  });

  it("writes sizes in the reader's language", async () => {
    await setLanguage("ru");
    openAdmin("/admin", { "GET /api/clients/stat/c1": { body: stat } });
    expect(await screen.findByText("Занято 8 ГБ из 10 ГБ")).toBeTruthy();
  });

  it("says when the figures could not be loaded", async () => {
    openAdmin("/admin", { "GET /api/clients/stat/c1": apiError(500, "common.error_occurred") });
    expect(await screen.findByText("Could not load the company's figures")).toBeTruthy();
  });

  it("makes the company archive, says what it holds, and follows it to its download", async () => {
    const started = { _id: "x9", kind: "company", status: "running", rows: 0, fileName: "", createdAt: "" };
    const done = { ...started, status: "done", url: "https://files/x9.zip", fileName: "acme.zip" };
    const { api } = openAdmin("/admin", {
      "GET /api/clients/stat/c1": { body: stat },
      "POST /api/clients/export/c1": { status: 202, body: started },
      "GET /api/export/x9": { body: done },
    });
    const card = (await screen.findByRole("heading", { name: "Company archive" })).closest("section")!;
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
