import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { userView } from "../../test/fixtures";
import { openProfile } from "./testing";

describe("one's own profile edit (issue 31 item 13)", () => {
  it("shows the department and position read-only and does not send them", async () => {
    const me = userView({ rights: ["wall", "profile_edit"], position: "Designer", department: "Sales" });
    const { api } = openProfile(
      "/profile/u1",
      { "PUT /api/user/u1": { body: { ...me, phone: "+44 20 7946 0000" } } },
      me,
    );
    await userEvent.click(
      within(await screen.findByRole("group", { name: "Actions" })).getByRole("button", { name: "Edit" }),
    );
    const dialog = within(await screen.findByRole("dialog"));
    expect(dialog.queryByRole("textbox", { name: "Department" })).toBeNull();
    expect(dialog.queryByRole("combobox", { name: "Department" })).toBeNull();
    expect(dialog.queryByRole("textbox", { name: "Position" })).toBeNull();
    const placed = dialog.getByLabelText("Where you work");
    expect(placed.textContent).toContain("Sales");
    expect(placed.textContent).toContain("Designer");
    await userEvent.type(dialog.getByLabelText("Phone"), "+44 20 7946 0000");
    await userEvent.click(dialog.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(api.calls).toContain("PUT /api/user/u1"));
    const sent = api.bodyOf("PUT /api/user/u1") as Record<string, unknown>;
    expect(sent).not.toHaveProperty("department");
    expect(sent).not.toHaveProperty("position");
  });
});
