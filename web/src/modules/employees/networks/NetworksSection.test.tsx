import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { apiError, fakeApi } from "../../../test/api";
import { clientView, startupRoutes, storeSession, withRoles } from "../../../test/fixtures";
import { renderApp } from "../../../test/renderApp";

function open(routes: Parameters<typeof fakeApi>[0]) {
  const admin = withRoles(["admin"]);
  const api = fakeApi({ ...startupRoutes(admin, clientView()), ...routes });
  storeSession(admin);
  renderApp("/employees/?tab=other");
  return api;
}

describe("the company's named networks", () => {
  // The first render loads the whole employee cabinet's chunk: slow on a busy machine.
  it("lists them, adds one, removes one and saves the list", { timeout: 30_000 }, async () => {
    const api = open({
      "GET /api/clients/c1/settings/networks": {
        body: {
          client_id: "c1",
          networks: [
            { name: "Moscow office", cidr: "203.0.113.0/24" },
            { name: "Old VPN", cidr: "10.8.0.0/16" },
          ],
        },
      },
      "PUT /api/clients/c1/settings/networks": ({ body }) => ({ body: { client_id: "c1", ...(body as object) } }),
    });
    const section = await screen.findByRole("form", { name: "Named networks" }, { timeout: 20_000 });
    expect(within(section).getByLabelText<HTMLInputElement>("Name of network 1").value).toBe("Moscow office");
    await userEvent.click(within(section).getByRole("button", { name: "Remove network 2" }));
    await userEvent.click(within(section).getByRole("button", { name: "Add a network" }));
    await userEvent.type(within(section).getByLabelText("Name of network 2"), "Kyiv office");
    await userEvent.type(within(section).getByLabelText("Address range of network 2"), "2001:db8:42::/48");
    await userEvent.click(within(section).getByRole("button", { name: "Save the networks" }));
    await waitFor(() =>
      expect(api.bodyOf("PUT /api/clients/c1/settings/networks")).toEqual({
        networks: [
          { name: "Moscow office", cidr: "203.0.113.0/24" },
          { name: "Kyiv office", cidr: "2001:db8:42::/48" },
        ],
      }),
    );
  });

  it("shows the API's refusal of a range", { timeout: 30_000 }, async () => {
    open({
      "GET /api/clients/c1/settings/networks": { body: { client_id: "c1", networks: [] } },
      "PUT /api/clients/c1/settings/networks": apiError(
        400,
        "sessions.network_invalid",
        "Write the network as an address range, e.g. 203.0.113.0/24 or 2001:db8::/32",
        { index: 0 },
      ),
    });
    const section = await screen.findByRole("form", { name: "Named networks" }, { timeout: 20_000 });
    await userEvent.click(within(section).getByRole("button", { name: "Add a network" }));
    await userEvent.type(within(section).getByLabelText("Name of network 1"), "Office");
    await userEvent.type(within(section).getByLabelText("Address range of network 1"), "300.1.1.0/24");
    await userEvent.click(within(section).getByRole("button", { name: "Save the networks" }));
    expect((await within(section).findByRole("alert")).textContent).toContain("Write the network as an address range");
  });
});
