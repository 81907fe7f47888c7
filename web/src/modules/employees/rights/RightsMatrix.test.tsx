import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { FeatureRight } from "@intranet/contracts";
import { describe, expect, it } from "vitest";
import { apiError, fakeApi, type FakeRoutes } from "../../../test/api";
import { startupRoutes, storeSession, userView, withRoles } from "../../../test/fixtures";
import { renderApp } from "../../../test/renderApp";

const admin = withRoles(["admin"], { firstName: "Ada", lastName: "Admin", fullName: "Ada Admin" });
const bob = userView({ _id: "bob", firstName: "Bob", lastName: "Stone", login: "bob", rights: ["wall", "groups"] });
const eve = userView({ _id: "eve", firstName: "Eve", lastName: "Hart", login: "eve", rights: ["wall"] });

function open(routes: FakeRoutes = {}) {
  const api = fakeApi({
    ...startupRoutes(admin),
    "POST /api/user/filter/acme": ({ body }) => {
      const search = (body as { search?: string }).search;
      const items = search ? [eve] : [admin, bob];
      return { body: { items, cursor: search ? null : "next" } };
    },
    ...routes,
  });
  storeSession(admin);
  renderApp("/employees/?tab=rights");
  return api;
}

const box = (name: string) => screen.getByLabelText<HTMLInputElement>(name);

describe("the rights table (rights and roles tab)", () => {
  it("shows people × rights; a change saves that person's rights at once; admins are locked", async () => {
    const api = open({
      "PUT /api/user/bob/rights": ({ body }) => ({
        body: { ...bob, rights: (body as { rights: FeatureRight[] }).rights },
      }),
    });
    const table = await screen.findByRole("table");
    expect(within(table).getByRole("columnheader", { name: "Company wall" })).toBeTruthy();
    expect(box("Bob Stone: Groups").checked).toBe(true);
    expect(box("Bob Stone: Calendar").checked).toBe(false);
    expect(box("Ada Admin: Calendar").checked).toBe(true);
    expect(box("Ada Admin: Calendar").disabled).toBe(true);
    expect(within(table).getByText("Administrator: has every right")).toBeTruthy();

    await userEvent.click(box("Bob Stone: Calendar"));
    await waitFor(() => expect(api.calls).toContain("PUT /api/user/bob/rights"));
    expect(api.bodyOf("PUT /api/user/bob/rights")).toEqual({ rights: ["wall", "groups", "calendar"] });
    expect(await screen.findByText("Rights of Bob Stone saved")).toBeTruthy();
    expect(box("Bob Stone: Calendar").checked).toBe(true);
    // The existing editors stay below.
    expect(screen.getByText("Rights for everyone holding a role")).toBeTruthy();
    expect(screen.getByText("Rights of new employees")).toBeTruthy();
  });

  it("puts a refused box back and says so; searches the company", async () => {
    const api = open({ "PUT /api/user/bob/rights": apiError(403, "common.no_access", "No access") });
    await screen.findByRole("table");
    await userEvent.click(box("Bob Stone: Groups"));
    expect(await screen.findByText(/Rights of Bob Stone were not saved/)).toBeTruthy();
    expect(box("Bob Stone: Groups").checked).toBe(true);
    expect(screen.queryByRole("dialog")).toBeNull();

    await userEvent.type(screen.getByRole("searchbox", { name: "Search" }), "eve");
    expect(await screen.findByLabelText("Eve Hart: Company wall")).toBeTruthy();
    expect(api.bodyOf("POST /api/user/filter/acme")).toMatchObject({ search: "eve" });
  });

  it("switches to the one-person checklist", async () => {
    open();
    await screen.findByRole("table");
    await userEvent.click(screen.getByRole("radio", { name: "One employee" }));
    expect(await screen.findByRole("combobox", { name: "Choose an employee" })).toBeTruthy();
    expect(screen.queryByRole("table")).toBeNull();
  });
});
