import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { apiError, fakeApi } from "../../test/api";
import { startupRoutes, storeSession, userView, withRoles } from "../../test/fixtures";
import { renderApp } from "../../test/renderApp";

const grace = userView({
  _id: "grace",
  firstName: "Grace",
  lastName: "Hopper",
  login: "grace",
  email: "grace@example.com",
});
const bob = userView({ _id: "bob", firstName: "Bob", lastName: "Stone", login: "bob", email: "bob@example.com" });

function open() {
  const admin = withRoles(["admin"]);
  const api = fakeApi({
    ...startupRoutes(admin),
    "POST /api/user/filter/acme": { body: { items: [admin, grace, bob], cursor: null } },
    "POST /api/user/grace/invite": { status: 204 },
    "POST /api/user/bob/invite": apiError(
      409,
      "invitations.already_accepted",
      "This person has accepted their invitation already: they can use “Forgot password”",
    ),
  });
  storeSession(admin);
  renderApp("/employees/");
  return api;
}

const card = async (name: string) => (await screen.findByText(name)).closest("li")!;

describe("sending an invitation again from the employee cabinet", () => {
  it("sends a new link and says so; a person who accepted theirs is refused with the reason", async () => {
    const api = open();
    await userEvent.click(within(await card("Grace Hopper")).getByRole("button", { name: "Actions: Grace Hopper" }));
    await userEvent.click(await screen.findByText("Send the invitation again"));
    await waitFor(() => expect(api.calls).toContain("POST /api/user/grace/invite"));
    expect(
      await screen.findByText("A new invitation was sent to grace@example.com: the previous link no longer works"),
    ).toBeTruthy();

    await userEvent.click(within(await card("Bob Stone")).getByRole("button", { name: "Actions: Bob Stone" }));
    await userEvent.click(await screen.findByText("Send the invitation again"));
    expect(await screen.findByText(/has accepted their invitation already/)).toBeTruthy();
  });
});
