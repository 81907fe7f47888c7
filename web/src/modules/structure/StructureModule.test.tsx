import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { DepartmentView, DeptUsersView, StructureView } from "@intranet/contracts/structure";
import { fakeApi } from "../../test/api";
import { startupRoutes, storeSession, userView, withRoles } from "../../test/fixtures";
import { renderApp } from "../../test/renderApp";

const dept = (
  id: string,
  name: string,
  parent: string | null,
  extra: Partial<DepartmentView> = {},
): DepartmentView => ({
  _id: id,
  type: "administrative",
  name,
  description: "",
  parent,
  headUser: null,
  employees: 0,
  updatedAt: "2026-11-01T10:00:00.000Z",
  ...extra,
});
const chloe = { _id: "chloe", firstName: "Chloe", lastName: "Davis", position: "Head of sales" };
const dan = { _id: "dan", firstName: "Daniel", lastName: "Evans", position: "Account manager" };
const structure: StructureView = {
  type: "administrative",
  departments: [
    dept("co", "Demo Company", null),
    dept("eng", "Engineering", "co"),
    dept("sales", "Sales", "co", { headUser: "chloe", employees: 2 }),
  ],
  heads: [chloe],
};
const salesPeople: DeptUsersView = { dept_id: "sales", headUser: "chloe", users: [chloe, dan] };

function open(user = userView({ rights: ["structures"] }), path = "/structure_new?view=tree") {
  const api = fakeApi({
    ...startupRoutes(user),
    "GET /api/structure/byClient/c1": { body: structure },
    "GET /api/structure/dept_users": { body: salesPeople },
    "PUT /api/structure": ({ body }) => ({ body: { ...structure.departments[2], ...(body as object) } }),
    "DELETE /api/structure/sales": { body: { _id: "sales", deleted: true } },
  });
  storeSession(user);
  renderApp(path);
  return api;
}

describe("the company structure", () => {
  it("shows the tree with heads in the reader's name order, and a department's people beside it", async () => {
    open();
    await userEvent.click(await screen.findByText("Sales"));
    const panel = await screen.findByRole("complementary", { name: "Sales" });
    expect(await within(panel).findByText("Daniel Evans")).toBeTruthy();
    expect(within(panel).getByText("Head")).toBeTruthy();
    expect(screen.getAllByText("Chloe Davis").length).toBeGreaterThan(0);
    // An employee reads it; only admins get the actions.
    expect(within(panel).queryByRole("button", { name: "Add employees" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Add department" })).toBeNull();
  });

  it("lets an admin move a department only where the rules allow, and delete it after a confirmation", async () => {
    const admin = withRoles(["admin"]);
    const api = open(admin, "/structure_new?view=tree&dept=sales");
    const panel = await screen.findByRole("complementary", { name: "Sales" });
    await userEvent.click(within(panel).getByRole("button", { name: "Actions" }));
    await userEvent.click(await screen.findByText("Move to…"));
    const dialog = await screen.findByRole("dialog");
    const options = within(dialog)
      .getAllByRole("option")
      .map((option) => option.textContent);
    expect(options).toEqual(["Demo Company › Engineering"]); // not itself, not its current parent
    await userEvent.click(within(dialog).getByRole("button", { name: "Move" }));
    await waitFor(() => expect(api.bodyOf("PUT /api/structure")).toEqual({ _id: "sales", parent: "eng" }));

    await userEvent.click(within(panel).getByRole("button", { name: "Actions" }));
    await userEvent.click(await screen.findByText("Delete"));
    expect(api.calls).not.toContain("DELETE /api/structure/sales");
    const confirm = await screen.findByRole("alertdialog");
    expect(confirm.textContent).toContain("Delete the department “Sales”?");
    await userEvent.click(within(confirm).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(api.calls).toContain("DELETE /api/structure/sales"));
  });
});
