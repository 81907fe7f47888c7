import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ClientView } from "@intranet/contracts";
import { describe, expect, it } from "vitest";
import { apiError, fakeApi, type FakeRoutes } from "../../../test/api";
import { clientView, startupRoutes, storeSession, withRoles } from "../../../test/fixtures";
import { renderApp } from "../../../test/renderApp";

function open(client: ClientView, routes: FakeRoutes = {}) {
  const admin = withRoles(["admin"]);
  const api = fakeApi({
    ...startupRoutes(admin, client),
    "POST /api/user/filter/acme": { body: { items: [admin], cursor: null } },
    ...routes,
  });
  storeSession(admin);
  renderApp("/employees/?tab=interface");
  return api;
}

const menu = () => screen.getByRole("navigation", { name: /menu/i });

describe('the employee cabinet\'s "interface" tab', () => {
  it("renames, moves and hides entries; asks before hiding; the shell's menu follows the save", async () => {
    const client = clientView({ design: { menuNames: { groups: "Teams" } } });
    let stored = client;
    const api = open(client, {
      "PUT /api/clients/c1/interface": ({ body }) => {
        stored = { ...client, design: { ...client.design, ...(body as object) } };
        return { body: stored };
      },
      "GET /api/clients/c1": () => ({ body: stored }),
      "GET /api/clients/by_ws/acme": () => ({ body: stored }),
    });
    const english = await screen.findByLabelText<HTMLInputElement>("Groups: name in English");
    expect(english.value).toBe("Teams");
    const save = screen.getByRole("button", { name: "Save" });
    expect(save.closest("button")?.disabled).toBe(true);

    await userEvent.clear(english);
    await userEvent.click(english);
    await userEvent.paste("Circles");
    await userEvent.click(screen.getByRole("button", { name: "Move down: Calendar" }));
    await userEvent.click(screen.getByLabelText("Polls: shown in the menu"));
    expect(screen.getByText("Unsaved changes")).toBeTruthy();
    // The administrators' own entry cannot be hidden.
    expect(screen.queryByLabelText("Administration: shown in the menu")).toBeNull();

    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    const confirm = await screen.findByRole("alertdialog");
    expect(within(confirm).getByText(/Hide from everyone's menu: Polls\?/)).toBeTruthy();
    await userEvent.click(within(confirm).getByRole("button", { name: "Hide and save" }));

    await waitFor(() => expect(api.calls).toContain("PUT /api/clients/c1/interface"));
    const body = api.bodyOf("PUT /api/clients/c1/interface") as {
      menuNames: object;
      menuOrder: string[];
      menuHidden: string[];
    };
    expect(body.menuNames).toEqual({ groups: { en: "Circles", ru: "Teams", ua: "Teams" } });
    expect(body.menuOrder.indexOf("calendar")).toBe(body.menuOrder.indexOf("articles") + 1);
    expect(body.menuHidden).toEqual(["polls"]);
    expect(await screen.findByText("Saved")).toBeTruthy();
    await waitFor(() => expect(within(menu()).queryByText("Polls")).toBeNull());
    expect(within(menu()).getByText("Circles")).toBeTruthy();
    expect(screen.queryByText("Unsaved changes")).toBeNull();
  });

  it("shows a refusal in place and keeps the draft", async () => {
    open(clientView(), {
      "PUT /api/clients/c1/interface": apiError(400, "admin.menu_key_unknown", "This menu entry does not exist"),
    });
    const english = await screen.findByLabelText<HTMLInputElement>("Groups: name in English");
    await userEvent.click(english);
    await userEvent.paste("Teams");
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("This menu entry does not exist")).toBeTruthy();
    expect(english.value).toBe("Teams");
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("discards the changes and restores the product's menu on request", async () => {
    open(clientView({ design: { menuNames: { groups: "Teams" }, menuHidden: ["polls"] } }));
    const english = await screen.findByLabelText<HTMLInputElement>("Groups: name in English");
    await userEvent.click(screen.getByRole("button", { name: "Restore the product's menu" }));
    expect(english.value).toBe("");
    expect((screen.getByLabelText("Polls: shown in the menu") as HTMLInputElement).checked).toBe(true);
    await userEvent.click(screen.getByRole("button", { name: "Discard changes" }));
    expect(english.value).toBe("Teams");
  });
});
