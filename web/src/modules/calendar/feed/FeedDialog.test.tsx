import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { openCalendar } from "../testing";

const address = "https://intranet.example.com/api/calendar/ical/abcdefghijklmnopqrstuvwx.ics";

describe("the private calendar feed", () => {
  it("turns the address on, copies it, and turns it off after a confirmation", async () => {
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    const { api } = openCalendar("/calendar/", {
      "GET /api/calendar/feed": { body: { url: null, createdAt: null } },
      "POST /api/calendar/feed": { status: 201, body: { url: address, createdAt: "2026-11-20T08:00:00.000Z" } },
      "DELETE /api/calendar/feed": { status: 204 },
    });
    await userEvent.click(await screen.findByRole("button", { name: "Subscribe" }));
    const dialog = await screen.findByRole("dialog", { name: "Subscribe to my calendar" });
    expect(await within(dialog).findByText("The address is off.")).toBeTruthy();

    await userEvent.click(within(dialog).getByRole("button", { name: "Get an address" }));
    const field = await within(dialog).findByRole("textbox", { name: "Private address" });
    expect((field as HTMLInputElement).value).toBe(address);
    expect(within(dialog).getByText(/In Outlook or Google Calendar, add a calendar by URL/)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole("button", { name: "Copy" }));
    expect(writeText).toHaveBeenCalledWith(address);
    expect(await screen.findByText("The address is copied")).toBeTruthy();

    await userEvent.click(within(dialog).getByRole("button", { name: "Turn off" }));
    const confirm = await screen.findByRole("alertdialog");
    await userEvent.click(within(confirm).getByRole("button", { name: "Turn off" }));
    await waitFor(() => expect(api.calls).toContain("DELETE /api/calendar/feed"));
    expect(await within(dialog).findByText("The address is off.")).toBeTruthy();
  });
});
