import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { fakeApi } from "../../test/api";
import { startupRoutes, storeSession, userView, withRoles } from "../../test/fixtures";
import { renderApp } from "../../test/renderApp";

const bob = userView({ _id: "bob", firstName: "Bob", lastName: "Stone", login: "bob", email: "bob@example.com" });
const hana = userView({
  _id: "hana",
  firstName: "Ivy",
  lastName: "Moss",
  login: "hana",
  email: "hana@example.com",
  roles: ["hr", "employee"],
});

function open() {
  const admin = withRoles(["admin"]);
  const api = fakeApi({
    ...startupRoutes(admin),
    "POST /api/user/filter/acme": { body: { items: [admin, bob, hana], cursor: null } },
    "PUT /api/user/bob/role/hr": { body: { ...bob, roles: ["hr", "employee"] } },
    "DELETE /api/user/hana/role/hr": { body: { ...hana, roles: ["employee"] } },
  });
  storeSession(admin);
  renderApp("/employees/");
  return api;
}

const card = async (name: string) => (await screen.findByText(name)).closest("li")!;

describe("the HR role in the employee cabinet", () => {
  it("tags HR officers, gives the role from the row menu and takes it back", async () => {
    const api = open();
    expect(within(await card("Ivy Moss")).getByText("HR")).toBeTruthy();
    expect(within(await card("Bob Stone")).queryByText("HR")).toBeNull();

    await userEvent.click(within(await card("Bob Stone")).getByRole("button", { name: "Actions: Bob Stone" }));
    expect((await screen.findByText("Remove HR role")).closest("a")?.getAttribute("aria-disabled")).toBe("true");
    await userEvent.click(screen.getByText("Make HR officer"));
    await waitFor(() => expect(api.calls).toContain("PUT /api/user/bob/role/hr"));

    await userEvent.click(within(await card("Ivy Moss")).getByRole("button", { name: "Actions: Ivy Moss" }));
    await userEvent.click(await screen.findByText("Remove HR role"));
    await waitFor(() => expect(api.calls).toContain("DELETE /api/user/hana/role/hr"));
  });
});
