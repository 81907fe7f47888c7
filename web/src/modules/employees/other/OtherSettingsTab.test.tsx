import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ClientView } from "@intranet/contracts";
import { describe, expect, it } from "vitest";
import { apiError, fakeApi, type FakeRoutes } from "../../../test/api";
import { clientView, startupRoutes, storeSession, withRoles } from "../../../test/fixtures";
import { renderApp } from "../../../test/renderApp";

function open(client: ClientView, routes: FakeRoutes = {}) {
  const admin = withRoles(["admin"]);
  const api = fakeApi({ ...startupRoutes(admin, client), ...routes });
  storeSession(admin);
  renderApp("/employees/?tab=other");
  return api;
}

describe('the employee cabinet\'s "other settings" tab', () => {
  it("shows the company's settings, saves a change and refreshes the shell's company", async () => {
    const client = clientView({ settings: { start_page: "calendar", lang: "ru" } });
    const api = open(client, {
      "PUT /api/clients/c1/settings": ({ body }) => ({ body: { ...client, settings: body as ClientView["settings"] } }),
    });
    const page = await screen.findByLabelText<HTMLSelectElement>("Start page");
    expect(page.value).toBe("calendar");
    expect([...page.options].map((option) => option.textContent)).toContain("Knowledge base");
    expect(screen.getByLabelText<HTMLInputElement>("Русский").checked).toBe(true);
    const mood = screen.getByLabelText<HTMLInputElement>("Hide the mood meter");
    expect(mood.checked).toBe(false);

    await userEvent.selectOptions(page, "groups");
    await userEvent.click(screen.getByLabelText("Українська"));
    await userEvent.click(mood);
    const reads = api.calls.filter((call) => call === "GET /api/clients/by_ws/acme").length;
    await userEvent.click(screen.getByRole("button", { name: "Save" }));

    await waitFor(() => expect(api.calls).toContain("PUT /api/clients/c1/settings"));
    expect(api.bodyOf("PUT /api/clients/c1/settings")).toEqual({
      start_page: "groups",
      lang: "ua",
      hideMoodMeter: true,
    });
    expect(await screen.findByText("Saved")).toBeTruthy();
    // The shell reads its company again (its start page is stored on entering it).
    await waitFor(() =>
      expect(api.calls.filter((call) => call === "GET /api/clients/by_ws/acme").length).toBeGreaterThan(reads),
    );
    expect(screen.getByRole("button", { name: "Save" }).closest("button")?.disabled).toBe(true);
  });

  it("says when the mood meter is off anyway, and shows a refusal in place", async () => {
    open(clientView({ features: [{ code: "mood", active: false }] }), {
      "PUT /api/clients/c1/settings": apiError(403, "common.no_access", "No access"),
    });
    expect(await screen.findByText(/switched off for the company/)).toBeTruthy();
    await userEvent.click(screen.getByLabelText("Hide the mood meter"));
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByRole("alert")).toBeTruthy();
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});
