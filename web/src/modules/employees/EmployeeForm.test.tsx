import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { fakeApi } from "../../test/api";
import { startupRoutes, storeSession, userView, withRoles } from "../../test/fixtures";
import { renderApp } from "../../test/renderApp";

const bob = userView({ _id: "bob", firstName: "Bob", lastName: "Stone", login: "bob", email: "bob@example.com" });
const anna = userView({ _id: "anna", firstName: "Anna", lastName: "Smith", login: "anna", email: "anna@example.com" });

function open() {
  const admin = withRoles(["admin"]);
  const api = fakeApi({
    ...startupRoutes(admin),
    "POST /api/user/filter/acme": { body: { items: [admin, bob], cursor: null } },
    "POST /api/register": { body: anna },
    "PUT /api/user/bob": { body: { ...bob, position: "Designer" } },
  });
  storeSession(admin);
  renderApp("/employees/");
  return api;
}

describe("the employee form (issue 31 items 8 and 9)", () => {
  it("says why an e-mail is refused under it, and the message leaves once it is fixed", async () => {
    const api = open();
    await userEvent.click(await screen.findByRole("button", { name: "Add an employee" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Add an employee" }));
    await userEvent.type(dialog.getByLabelText("Last name"), "Smith");
    await userEvent.type(dialog.getByLabelText("First name"), "Anna");
    await userEvent.type(dialog.getByLabelText("Email"), "anna@");
    await userEvent.click(dialog.getByRole("button", { name: "Create" }));
    expect(await dialog.findByText("Enter a valid e-mail address")).toBeTruthy();
    expect(dialog.queryByText("Validation error")).toBeNull();
    expect(api.calls).not.toContain("POST /api/register");

    await userEvent.type(dialog.getByLabelText("Email"), "example.com");
    await waitFor(() => expect(dialog.queryByText("Enter a valid e-mail address")).toBeNull());
    await userEvent.click(dialog.getByRole("button", { name: "Create" }));
    expect(await screen.findByText("Employee Anna Smith created")).toBeTruthy();
    expect(api.calls).toContain("POST /api/register");
  });

  it("says an edit was saved", async () => {
    const api = open();
    const row = (await screen.findByText("Bob Stone")).closest("li")!;
    await userEvent.click(within(row).getByRole("button", { name: "Actions: Bob Stone" }));
    await userEvent.click(await screen.findByText("Edit"));
    const dialog = within(await screen.findByRole("dialog", { name: "Edit Bob Stone" }));
    // The counters count from the stored values ("Stone", "Bob" of 100).
    expect(dialog.getByText("95 characters left")).toBeTruthy();
    expect(dialog.getByText("97 characters left")).toBeTruthy();
    await userEvent.type(dialog.getByLabelText("Position"), "Designer");
    await userEvent.click(dialog.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Bob Stone: changes saved")).toBeTruthy();
    expect(api.calls).toContain("PUT /api/user/bob");
  });
});

describe("department and position in the employee form (issue 31 item 13)", () => {
  it("an administrator picks the department from the structure, not as free text", async () => {
    const admin = withRoles(["admin"]);
    const api = fakeApi({
      ...startupRoutes(admin),
      "POST /api/user/filter/acme": { body: { items: [admin, bob], cursor: null } },
      "GET /api/address_book/c1/facets": {
        body: {
          departments: [
            { _id: "d1", name: "Company", parent: null },
            { _id: "d2", name: "Sales", parent: "d1" },
          ],
          cities: [],
          offices: [],
          positions: [],
        },
      },
      "PUT /api/user/bob": { body: { ...bob, department: "Sales" } },
    });
    storeSession(admin);
    renderApp("/employees/");
    const row = (await screen.findByText("Bob Stone")).closest("li")!;
    await userEvent.click(within(row).getByRole("button", { name: "Actions: Bob Stone" }));
    await userEvent.click(await screen.findByText("Edit"));
    const dialog = within(await screen.findByRole("dialog", { name: "Edit Bob Stone" }));
    const department = dialog.getByRole("combobox", { name: "Department" });
    await waitFor(() => expect(within(department).getByRole("option", { name: "Sales" })).toBeTruthy());
    expect(
      within(department)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["No department", "Company", "Sales"]);
    await userEvent.selectOptions(department, "Sales");
    await userEvent.click(dialog.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(api.calls).toContain("PUT /api/user/bob"));
    expect(api.bodyOf("PUT /api/user/bob")).toMatchObject({ department: "Sales" });
  });
});
