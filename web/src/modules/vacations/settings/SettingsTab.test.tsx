import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { admin, openVacations } from "../testing";

describe("the vacation settings (admins)", () => {
  it("shows the company's settings and saves the changed ones", async () => {
    const settings = { dayCount: "calendar", approval: true, yearlyDays: 28 };
    const { api } = openVacations(
      "/vacations?tab=settings",
      {
        "GET /api/user/vacations/settings/c1": { body: settings },
        "PUT /api/user/vacations/settings/c1": ({ body }) => ({ body }),
      },
      admin(),
    );
    const form = await screen.findByRole("form", { name: "Settings" });
    expect((within(form).getByRole("radio", { name: "Calendar days" }) as HTMLInputElement).checked).toBe(true);
    const approval = within(form).getByRole("checkbox", { name: "Requests need the chief's approval" });
    expect((approval as HTMLInputElement).checked).toBe(true);

    await userEvent.click(within(form).getByRole("radio", { name: "Working days" }));
    await userEvent.click(approval);
    const yearly = within(form).getByRole("spinbutton", { name: "Days added on 1 January" });
    await userEvent.clear(yearly);
    await userEvent.type(yearly, "24");
    await userEvent.click(within(form).getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(api.bodyOf("PUT /api/user/vacations/settings/c1")).toEqual({
        dayCount: "working",
        approval: false,
        yearlyDays: 24,
      }),
    );
    expect(await screen.findByText("The settings are saved")).toBeTruthy();
  });

  it("is no tab of an employee's", async () => {
    openVacations("/vacations?tab=settings");
    expect(await screen.findByRole("tab", { name: "My vacations" })).toBeTruthy();
    expect(screen.queryByRole("tab", { name: "Settings" })).toBeNull();
  });
});
