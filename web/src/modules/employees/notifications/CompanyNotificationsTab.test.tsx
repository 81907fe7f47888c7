import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { NotificationSettingsView } from "@intranet/contracts/notifications";
import { describe, expect, it } from "vitest";
import { apiError, fakeApi, type FakeRoutes } from "../../../test/api";
import { startupRoutes, storeSession, withRoles } from "../../../test/fixtures";
import { renderApp } from "../../../test/renderApp";

const path = "/api/user/notifications/client/c1";
const defaults = { system: true, sound: true, email: false, center: true, telegram: false, teams: false, slack: false };

function view(overrides: Partial<NotificationSettingsView> = {}): NotificationSettingsView {
  return {
    client_id: "c1",
    user_id: null,
    channels: {},
    sections: { posts: { email: true } },
    effective: { channels: defaults, sections: {} as NotificationSettingsView["effective"]["sections"], likes: true },
    ...overrides,
  };
}

function open(routes: FakeRoutes) {
  const admin = withRoles(["admin"]);
  const api = fakeApi({ ...startupRoutes(admin), ...routes });
  storeSession(admin);
  renderApp("/employees/?tab=notifications");
  return api;
}

const box = (name: string) => screen.getByLabelText<HTMLInputElement>(name);

describe('the employee cabinet\'s "notifications" tab', () => {
  it("shows the defaults as sections × channels and saves the general row, a section's cell and likes", async () => {
    const api = open({
      [`GET ${path}`]: { body: view() },
      [`PUT ${path}`]: ({ body }) => ({ body: { ...view(), ...(body as object) } }),
    });
    const table = await screen.findByRole("table");
    expect(within(table).getByRole("columnheader", { name: "Popup on screen" })).toBeTruthy();
    expect(within(table).getByRole("rowheader", { name: /Every section/ })).toBeTruthy();
    // Posts chose e-mail itself; the other sections follow the general row.
    expect(box("Posts: Email (set for this section)").checked).toBe(true);
    expect(box("Groups: Email").checked).toBe(false);
    expect(screen.getByRole("button", { name: "Save" }).closest("button")?.disabled).toBe(true);

    await userEvent.click(box("Every section: Sound"));
    expect(box("Groups: Sound").checked).toBe(false);
    await userEvent.click(box("Groups: Telegram"));
    expect(box("Groups: Telegram (set for this section)").checked).toBe(true);
    await userEvent.click(screen.getByRole("button", { name: "Follow the general row: Posts" }));
    expect(box("Posts: Email").checked).toBe(false);
    await userEvent.click(screen.getByLabelText("Likes on employees' posts"));
    await userEvent.click(screen.getByRole("button", { name: "Save" }));

    await waitFor(() => expect(api.calls).toContain(`PUT ${path}`));
    expect(api.bodyOf(`PUT ${path}`)).toEqual({
      channels: { sound: false },
      sections: { groups: { telegram: true } },
      likes: false,
    });
    expect(await screen.findByText("Saved")).toBeTruthy();
  });

  it("shows a load failure with a retry, and a refused save in place", async () => {
    let fail = true;
    open({
      [`GET ${path}`]: () => (fail ? apiError(500, "common.error_occurred", "Error") : { body: view() }),
      [`PUT ${path}`]: apiError(400, "common.validation", "Validation error"),
    });
    expect(await screen.findByText("The notification defaults did not load")).toBeTruthy();
    fail = false;
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    await userEvent.click(await screen.findByLabelText("Every section: Email"));
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByRole("alert")).toBeTruthy();
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(box("Every section: Email").checked).toBe(true);
  });
});
