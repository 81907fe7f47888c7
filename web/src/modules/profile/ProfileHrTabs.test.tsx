import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { HrDataView } from "@intranet/contracts/hrImport";
import { describe, expect, it, vi } from "vitest";
import { apiError } from "../../test/api";
import { userView, withRoles } from "../../test/fixtures";
import { hrFile, openProfile, stubStorage, uploadRoutes } from "./testing";

const contract = hrFile();
const order = hrFile({ _id: "01JFILEBBBBBBBBBBBBBBBBBBB", name: "Order 17.pdf", size: 20_480 });
const filesOf = (items = [contract]) => ({ body: { items, cursor: null } });

const hrData: HrDataView = {
  user_id: "u2",
  personnelNumber: "0042",
  taxId: "7707083893",
  organization: "Acme",
  workingSince: "2020-03-15",
  vacationDaysLeft: 24,
  lastImport: {
    importedAt: "2026-01-05T10:00:00.000Z",
    values: { personnelNumber: "0042", lastName: "Davis", position: "Head of sales" },
  },
};

describe("HR tabs: who sees them", () => {
  it("are not shown to a colleague, nor opened from the URL", async () => {
    const { api } = openProfile("/profile/u2?tab=hrFiles");
    expect((await screen.findByRole("tab", { name: "Main" })).getAttribute("aria-selected")).toBe("true");
    expect(screen.queryByRole("tab", { name: "HR data" })).toBeNull();
    expect(screen.queryByRole("tab", { name: "HR files" })).toBeNull();
    expect(api.calls.some((call) => call.includes("/files") || call.includes("/hr_data"))).toBe(false);
  });

  it("are shown to the person, to HR officers and to admins", async () => {
    openProfile("/profile/u1", {}, userView());
    expect(await screen.findByRole("tab", { name: "HR data" })).toBeTruthy();
    expect(screen.getByRole("tab", { name: "HR files" })).toBeTruthy();
  });
});

describe("the HR files tab", () => {
  it("lets the person download their documents, with no upload or delete", async () => {
    const open = vi.spyOn(window, "open").mockImplementation(() => null);
    const { api } = openProfile("/profile/u1?tab=hrFiles", {
      "GET /api/user/u1/files": filesOf([{ ...contract, owner: { type: "user", id: "u1" } }]),
      [`GET /api/files/${contract._id}/url`]: { body: { url: "https://storage.test/contract", expiresAt: "" } },
    });
    const row = (await screen.findByText("Employment contract.pdf")).closest("li")!;
    expect(within(row).getByText(/1\.5 MB/)).toBeTruthy();
    expect(api.queryOf("GET /api/user/u1/files")?.get("module")).toBe("hr");
    expect(screen.queryByRole("button", { name: "Upload a document" })).toBeNull();
    expect(within(row).queryByRole("button", { name: /^Delete/ })).toBeNull();

    await userEvent.click(within(row).getAllByRole("button", { name: "Download Employment contract.pdf" })[0]!);
    await waitFor(() => expect(open).toHaveBeenCalledWith("https://storage.test/contract", "_blank", "noopener"));
  });

  it("lets an HR officer upload a document for a colleague and delete one", async () => {
    const posted = stubStorage();
    let listed = [contract];
    const { api } = openProfile(
      "/profile/u2?tab=hrFiles",
      {
        "GET /api/user/u2/files": () => filesOf(listed),
        ...uploadRoutes(order),
        "POST /bucket": { status: 204 },
        [`DELETE /api/user/u2/file/${contract._id}`]: { body: { fileId: contract._id, deleted: true } },
      },
      withRoles(["hr", "employee"]),
    );
    await screen.findByText("Employment contract.pdf");
    expect(screen.queryByRole("button", { name: "Edit" })).toBeNull();
    listed = [order, contract];
    await userEvent.upload(
      screen.getByTestId("hr-file"),
      new File(["%PDF"], "Order 17.pdf", { type: "application/pdf" }),
    );
    expect(await screen.findByText("“Order 17.pdf” has been uploaded")).toBeTruthy();
    expect(await screen.findByText("Order 17.pdf")).toBeTruthy();
    expect(api.bodyOf("POST /api/upload")).toEqual({
      module: "hr",
      name: "Order 17.pdf",
      contentType: "application/pdf",
      size: 4,
      owner: { type: "user", id: "u2" },
    });
    expect(posted).toHaveLength(1);

    listed = [order];
    await userEvent.click(screen.getByRole("button", { name: "Delete Employment contract.pdf" }));
    const confirm = await screen.findByRole("alertdialog");
    expect(within(confirm).getByText("Delete “Employment contract.pdf”? It cannot be restored.")).toBeTruthy();
    await userEvent.click(within(confirm).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("“Employment contract.pdf” has been deleted")).toBeTruthy();
    expect(api.calls).toContain(`DELETE /api/user/u2/file/${contract._id}`);
    await waitFor(() => expect(screen.queryByText("Employment contract.pdf")).toBeNull());
  });

  it("shows an admin the empty state with what to upload, and a failed upload in place", async () => {
    openProfile(
      "/profile/u2?tab=hrFiles",
      {
        "GET /api/user/u2/files": filesOf([]),
        "POST /api/upload": apiError(413, "files.storage_limit", "x", { size: "1 GB", available: "0 B" }),
      },
      withRoles(["admin"]),
    );
    expect(await screen.findByText("No HR documents")).toBeTruthy();
    expect(screen.getByText("Upload this person's employment contract, orders and other HR documents.")).toBeTruthy();
    await userEvent.upload(screen.getByTestId("hr-file"), new File(["x"], "scan.png", { type: "image/png" }));
    const alert = await screen.findByRole("alert");
    expect(within(alert).getByText("“scan.png” was not uploaded")).toBeTruthy();
    expect(within(alert).getByText(/Storage limit reached \(1 GB\), available 0 B/)).toBeTruthy();
  });
});

describe("the HR data tab", () => {
  it("shows an HR officer the HR fields and the last import, without the reset", async () => {
    openProfile(
      "/profile/u2?tab=hrData",
      { "GET /api/user/u2/hr_data": { body: hrData } },
      withRoles(["hr", "employee"]),
    );
    const panel = await screen.findByRole("region", { name: "HR data" });
    expect(await within(panel).findAllByText("0042")).toHaveLength(2);
    expect(within(panel).getByText("7707083893")).toBeTruthy();
    expect(within(panel).getByText("24")).toBeTruthy();
    expect(within(panel).getByText("March 15, 2020")).toBeTruthy();
    expect(within(panel).getAllByText("Not set")).toHaveLength(2); // KPP, manager's code
    expect(within(panel).getByText("Head of sales")).toBeTruthy();
    expect(within(panel).queryByRole("button", { name: "Reset to HR system" })).toBeNull();
  });

  it("lets an admin reset the profile to the HR system, after asking", async () => {
    const { api } = openProfile(
      "/profile/u2?tab=hrData",
      {
        "GET /api/user/u2/hr_data": { body: hrData },
        "POST /api/user/reset_to_hrm": { body: { user_id: "u2", changed: true } },
      },
      withRoles(["admin"]),
    );
    await userEvent.click(await screen.findByRole("button", { name: "Reset to HR system" }));
    const confirm = await screen.findByRole("alertdialog");
    expect(within(confirm).getByText(/Put Chloe Davis's profile back/)).toBeTruthy();
    await userEvent.click(within(confirm).getByRole("button", { name: "Reset to HR system" }));
    expect(await screen.findByText("The profile is back to the HR system's values")).toBeTruthy();
    expect(api.bodyOf("POST /api/user/reset_to_hrm")).toEqual({ user_id: "u2" });
    await waitFor(() => expect(api.calls.filter((call) => call === "GET /api/user/u2").length).toBe(2));
  });

  it("says when there was no import, and the reset waits for one", async () => {
    openProfile(
      "/profile/u2?tab=hrData",
      { "GET /api/user/u2/hr_data": { body: { user_id: "u2", lastImport: null } } },
      withRoles(["admin"]),
    );
    expect(await screen.findByText("Not imported from the HR system yet.")).toBeTruthy();
    expect((screen.getByRole("button", { name: "Reset to HR system" }) as HTMLButtonElement).disabled).toBe(true);
  });
});
